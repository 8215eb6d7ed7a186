package savegame

import "flag"

// update rewrites the fuzz seed corpus (testdata/fuzz) from the current code:
//
//	go test ./savegame -run Corpus -update
//
// It never touches testdata/frozen: those saves are kept as the builds that
// wrote them left them.
var update = flag.Bool("update", false, "rewrite the fuzz seed corpus")
