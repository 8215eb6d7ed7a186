package rules

// Version is the version of the rules' behaviour. Raise it with every change
// to rules/ or its data that alters what a state means or how a decision plays
// out: a save carries the version that wrote it, and one written under an
// older version is continued from its state instead of being replayed
// (docs/saves.md, "Rules versions").
//
// Version 1 is the rules as they stood when the number was introduced (the
// Defeat Check's "reduced to" reading of commit d9bb36c included). Version 2
// follows the rulebook's text where version 1 bent it (docs/rulings.md):
// Scouting any area with Enemy Forces, Submarines' Naval Guns, Transports as
// Ships for Submarine placement, and the changes listed there.
const Version = 2

// Fingerprint is the digest of one whole game played under a rules version:
// the campaign (a year, or 0 for the linked series), the seed of its dice and
// of the policy that played it, and a SHA-256 of its record and final state.
type Fingerprint struct {
	Version  int
	Campaign int
	Seed     uint64
	Digest   string
}

// Fingerprints are the games that pin down each rules version's behaviour.
// A test (sim/version_test.go) plays them again under today's rules; when a
// change alters any of them, Version must be raised and the new version's
// fingerprints added here. Older versions' rows stay, as the record of what
// each version played.
func Fingerprints() []Fingerprint {
	return []Fingerprint{
		{Version: 1, Campaign: 1942, Seed: 1, Digest: "4ec94e2a3828f01975bfccdae459c602b63cd623a92866fb3768dc0b94c30e0e"},
		{Version: 1, Campaign: 1942, Seed: 2, Digest: "155d54e8fc4cbc3f203c7b7c1d786ba6bd8f44b3f0cf350b6c0bdfab54c1f00b"},
		{Version: 1, Campaign: 1942, Seed: 3, Digest: "db99ddbe40d5009959f47ba68ded907a5857fc03eab9caf21309939c4b938bd9"},
		{Version: 1, Campaign: 1943, Seed: 1, Digest: "b1281ad3f83a6dbbdc5a0d2e7ec659c84afa725eac135d97ec4954e295c062d9"},
		{Version: 1, Campaign: 1943, Seed: 2, Digest: "b411dc6a99bc2a95237ffb5b1453cb4cb59215fce33f223a8db5e9bb6e45e46e"},
		{Version: 1, Campaign: 1943, Seed: 3, Digest: "e8b4a7c5fa3858f6e6fe7bb5da9fac13fa590891bdea7a2ca6a50e47a1ff2032"},
		{Version: 1, Campaign: 1944, Seed: 1, Digest: "0d5aeaed3dcf215208d5da3db9f56908b6b8965ee873a840e99936cbeb7b68db"},
		{Version: 1, Campaign: 1944, Seed: 2, Digest: "b75adc1b01eceda80057ad7d484a402f0a5ad5d5fffac243ce6cdde3b7bbf0a4"},
		{Version: 1, Campaign: 1944, Seed: 3, Digest: "401067a67f7e4e4a1e7d49fdb1c3e12301a3a1c40cfd1975c19b1ccad493837f"},
		{Version: 1, Campaign: 1945, Seed: 1, Digest: "8bb263a13172a2c82dbed2ea8ca40673ddabe0d84b6055dd1d6c98cb95c11fa2"},
		{Version: 1, Campaign: 1945, Seed: 2, Digest: "9ced186ee986f63bc644917b528511daa29d391cdea675f894e4468468a1f0c5"},
		{Version: 1, Campaign: 1945, Seed: 3, Digest: "fc28a43e59a3e829a06aff31c39059cdb2f10768328c44aea454d0d6484d13d8"},
		{Version: 1, Campaign: 0, Seed: 1, Digest: "e3fc19c66d8d3154f34e901aec008e7a367e9423bae046a0f0f1812f58290731"},
		{Version: 1, Campaign: 0, Seed: 2, Digest: "5a35cf56010f6cbccea4870b8525a72e7e37c53841378a97ffab7b20ce60200d"},
		{Version: 1, Campaign: 0, Seed: 3, Digest: "7c2c1fb0d0d67362f2bcfaaaad509dd4b9707b78ec57ec702b8ed35628b384e7"},
		{Version: 2, Campaign: 1942, Seed: 1, Digest: "e52a131bfed054a33dedbd5d30cc91c926300ade3547f49e18cb92180a053d7f"},
		{Version: 2, Campaign: 1942, Seed: 2, Digest: "b98e054305347324f04c648149bf1f7329b7ed6452ee13747530f0e4f36a134b"},
		{Version: 2, Campaign: 1942, Seed: 3, Digest: "79df87c5edd5536d769165aed94cb42c5813e1d84145b2aa30ae479725fa5afd"},
		{Version: 2, Campaign: 1943, Seed: 1, Digest: "656d7459f040edbb9a666f7a74c4507aab9c54ad47bc021cbcd17f5726f0c2e7"},
		{Version: 2, Campaign: 1943, Seed: 2, Digest: "d2f5b38640e00459181056c45d95bf5a064f75bcf67274fce62b6dd492ee8a39"},
		{Version: 2, Campaign: 1943, Seed: 3, Digest: "f8e1648afe9f10dcd8aa2b050c5de4ac702171b6d7378f2d4b4e4a17ec76eaf3"},
		{Version: 2, Campaign: 1944, Seed: 1, Digest: "807fc2234f4ac146e8ba934d89b48a6a63b6942d5ea60abcb7cb73a5318f1fdc"},
		{Version: 2, Campaign: 1944, Seed: 2, Digest: "134c9f8aee22af610e08badda4d307c2ba6db0b885f7443720e24a3a1f52731e"},
		{Version: 2, Campaign: 1944, Seed: 3, Digest: "255572015991a44756c38d1a8207c9fb6b582338c5d36f96d1cf59caaa113e34"},
		{Version: 2, Campaign: 1945, Seed: 1, Digest: "5ee241ed06557786dc60bebbeb60eaa86098f77152098c08cb2f61ab6fa53998"},
		{Version: 2, Campaign: 1945, Seed: 2, Digest: "5040026d61f673c0bb853e015db895358b97cd76dde3c713ab8e23496f5b17d2"},
		{Version: 2, Campaign: 1945, Seed: 3, Digest: "fc28a43e59a3e829a06aff31c39059cdb2f10768328c44aea454d0d6484d13d8"},
		{Version: 2, Campaign: 0, Seed: 1, Digest: "77f87e7fe8a39b491b9d6792ec1f0c495b6e06f8992c2a8a11f6000704b37f14"},
		{Version: 2, Campaign: 0, Seed: 2, Digest: "a1b3628ec32384528ee27118ccfd09f024898aac3ef11caae37ee4e42dab2390"},
		{Version: 2, Campaign: 0, Seed: 3, Digest: "9aaff186756d02f005084badbce73ee2365c39e76a834ae0e0262159101ca5f5"},
	}
}
