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
// Ships for Submarine placement, and the changes listed there. Version 3 ends
// a battle at its set-up when only one side is left on the Battle Sheet (a US
// Submarine with no Japanese Ships to attack), before Battle Turns are rolled
// or US Battle Plans selected, and lets the player change in play who makes
// Japan's equal choices (the DoJapanChoices decision and the state's
// japan_choices field).
const Version = 3

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
		{Version: 2, Campaign: 1942, Seed: 1, Digest: "072050e4b530b4c5242b564f2c2a9d3e30aa6d34f96ad159c5b2ca0c5b438e90"},
		{Version: 2, Campaign: 1942, Seed: 2, Digest: "13380c85869eca69e57000a36011b161e1480b6f607e072bf2ea83bff5669d60"},
		{Version: 2, Campaign: 1942, Seed: 3, Digest: "5b3dae0d7e03a33ad93164b4cba340e244f261d1a7efc92a67fad7b83f1dc462"},
		{Version: 2, Campaign: 1943, Seed: 1, Digest: "dac4e3298bed4cb287b11ca32bdd497a46e434cd428c209cb06ab5d916ed3cf3"},
		{Version: 2, Campaign: 1943, Seed: 2, Digest: "9864264121f6009cab72ca34ce493bc7c42ba5e8c1991cce713cbad35461a6cc"},
		{Version: 2, Campaign: 1943, Seed: 3, Digest: "d92630045b5485a8045c0238b4454c65ea43de767ad4635dbac4ccd132d31813"},
		{Version: 2, Campaign: 1944, Seed: 1, Digest: "0a2b37d874e7ccf8d31e43afdcecd5295708967aac8cbcd4aab619a31a287be5"},
		{Version: 2, Campaign: 1944, Seed: 2, Digest: "7cf96b5fba228fb294d1106f90838f8839f03311ab7b79da0220d054e7624b84"},
		{Version: 2, Campaign: 1944, Seed: 3, Digest: "a81a76c1abf956041eaaa6079cf89ec79466261b1ac9fe82049191ed047365a7"},
		{Version: 2, Campaign: 1945, Seed: 1, Digest: "c512c6411d785381d0418c797c67182b885e6b22e5e44423ec378a0750ee7cd3"},
		{Version: 2, Campaign: 1945, Seed: 2, Digest: "7cee79f6c81339f235b65573079fd8a349b662d9fb19c05d4b116572d3269d0e"},
		{Version: 2, Campaign: 1945, Seed: 3, Digest: "dbcab758bb0695f3c224d44d3018d682ee1dd4cc45a63c749f80a8fe8754c15b"},
		{Version: 2, Campaign: 0, Seed: 1, Digest: "7fd4de3074d3ca571efdf65a72f5d23912d95b169522f24c0bf4f782ebd90af4"},
		{Version: 2, Campaign: 0, Seed: 2, Digest: "e8d65f64a0b7889fde1338f7a055be8c5ddf6fb347efe7951d8dc4e3296bf036"},
		{Version: 2, Campaign: 0, Seed: 3, Digest: "189644062cfd5b9881682f5a1aff1a46cbb68df888ceaa9f9f93cde00a3152e2"},
		{Version: 3, Campaign: 1942, Seed: 1, Digest: "072050e4b530b4c5242b564f2c2a9d3e30aa6d34f96ad159c5b2ca0c5b438e90"},
		{Version: 3, Campaign: 1942, Seed: 2, Digest: "13380c85869eca69e57000a36011b161e1480b6f607e072bf2ea83bff5669d60"},
		{Version: 3, Campaign: 1942, Seed: 3, Digest: "5b3dae0d7e03a33ad93164b4cba340e244f261d1a7efc92a67fad7b83f1dc462"},
		{Version: 3, Campaign: 1943, Seed: 1, Digest: "dac4e3298bed4cb287b11ca32bdd497a46e434cd428c209cb06ab5d916ed3cf3"},
		{Version: 3, Campaign: 1943, Seed: 2, Digest: "9864264121f6009cab72ca34ce493bc7c42ba5e8c1991cce713cbad35461a6cc"},
		{Version: 3, Campaign: 1943, Seed: 3, Digest: "d92630045b5485a8045c0238b4454c65ea43de767ad4635dbac4ccd132d31813"},
		{Version: 3, Campaign: 1944, Seed: 1, Digest: "0a2b37d874e7ccf8d31e43afdcecd5295708967aac8cbcd4aab619a31a287be5"},
		{Version: 3, Campaign: 1944, Seed: 2, Digest: "7cf96b5fba228fb294d1106f90838f8839f03311ab7b79da0220d054e7624b84"},
		{Version: 3, Campaign: 1944, Seed: 3, Digest: "a81a76c1abf956041eaaa6079cf89ec79466261b1ac9fe82049191ed047365a7"},
		{Version: 3, Campaign: 1945, Seed: 1, Digest: "c512c6411d785381d0418c797c67182b885e6b22e5e44423ec378a0750ee7cd3"},
		{Version: 3, Campaign: 1945, Seed: 2, Digest: "7cee79f6c81339f235b65573079fd8a349b662d9fb19c05d4b116572d3269d0e"},
		{Version: 3, Campaign: 1945, Seed: 3, Digest: "dbcab758bb0695f3c224d44d3018d682ee1dd4cc45a63c749f80a8fe8754c15b"},
		{Version: 3, Campaign: 0, Seed: 1, Digest: "7fd4de3074d3ca571efdf65a72f5d23912d95b169522f24c0bf4f782ebd90af4"},
		{Version: 3, Campaign: 0, Seed: 2, Digest: "e8d65f64a0b7889fde1338f7a055be8c5ddf6fb347efe7951d8dc4e3296bf036"},
		{Version: 3, Campaign: 0, Seed: 3, Digest: "189644062cfd5b9881682f5a1aff1a46cbb68df888ceaa9f9f93cde00a3152e2"},
	}
}
