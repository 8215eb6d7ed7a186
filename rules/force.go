package rules

// Where says which part of the board holds a Force.
type Where string

// The places a Force can be.
const (
	OnMap            Where = "map"            // in a map area (Force.Area); also while its battle is fought
	InUSReinforce    Where = "us-reinforce"   // the US Reinforcement box, waiting to be bought
	InJPStack        Where = "jp-stack"       // a Japanese Reinforcement stack (see Game.Stacks)
	InReturnToPort   Where = "return-to-port" // a Return to Port box (Force.Box: 1 is "1942 to 1945")
	InRaiding        Where = "raiding"        // the Submarine Raiding box next to Japan
	Destroyed        Where = "destroyed"      // removed from play
	InBattalionBox   Where = "battalion-box"  // a Japanese Battalion back in the Battalion box
	InStrategicBombs Where = "bw-box"         // the 1944-45 Strategic Bombing box next to the Mariana Islands
	InInvasion       Where = "invasion-box"   // the 1945 Japan Invasion box
)

// Force is one counter in play and where it is.
type Force struct {
	ID      string `json:"id"`      // unique: "US:Lexington", "JP:Battalion#3"
	Counter string `json:"counter"` // CounterKey of its printed counter
	Side    Side   `json:"side"`
	Damaged bool   `json:"damaged,omitempty"`
	Where   Where  `json:"where"`
	Area    string `json:"area,omitempty"` // the map area, when Where is OnMap
	Box     int    `json:"box,omitempty"`  // the Return to Port box, 1..3

	// OnTransport marks Infantry moved into an area and not yet Ashore.
	OnTransport bool `json:"transport,omitempty"`
	// Moved is the Japanese "Moved" marker: the Force has moved, held, or may not
	// move in this Japanese Orders step.
	Moved bool `json:"moved,omitempty"`
	// InTransit is the Japanese "In Transit" marker: a Scouting roll already
	// decided this Force's Orders this turn.
	InTransit bool `json:"in_transit,omitempty"`
	// at caches 1 + the place of Area in the map's areas (Game.areaIndex),
	// valid while that area's name is the very string Area holds. Not
	// saved: rebuilt on first use.
	at int32
	// MovedFrom is where a US Force moved from in this Movement step ("" if it
	// has not moved), so the move can be taken back.
	MovedFrom string `json:"moved_from,omitempty"`

	// ct caches the Force's printed counter (Game.Counter), valid while its
	// key is Counter. Not saved: rebuilt on first use after a load.
	ct *Counter
}

// forceRef names a Force by its place in Game.Forces, as the engine's lists
// of Forces (the area board, a battle's Forces) hold them rather than IDs:
// a Force keeps its place for the whole game (Forces are only added).
type forceRef int32
