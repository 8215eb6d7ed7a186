package end

// The buttons where a mouse finds them, for the tests that click them.
var (
	titleRect  = footFor(0).title
	mapRect    = footFor(0).showMap
	rulesRect  = footFor(0).rules
	replayRect = footFor(0).replay
)
