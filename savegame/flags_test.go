package savegame

import "flag"

// update rewrites the committed test files (testdata/format0-1942.json and
// the fuzz seed corpus) from the current code:
//
//	go test ./savegame -run 'Fixture|Corpus' -update
var update = flag.Bool("update", false, "rewrite the committed test data")
