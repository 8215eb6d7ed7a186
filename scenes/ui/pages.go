package ui

// Pages splits n choices over pages of at most slots buttons, so that a
// panel never drops a choice the engine offers: when they do not all fit,
// every page shows a run of the choices, a "more choices" button and the
// last choice (usually the one that ends the step, kept in the same place).
// It returns the run of choices [from, to) of page (taken modulo the number
// of pages) and the number of pages; pages is 1 when all n fit and [from, to)
// is then all of them.
func Pages(n, slots, page int) (from, to, pages int) {
	if n <= slots || slots < 3 {
		return 0, n, 1
	}
	per := slots - 2 // one slot for "more", one for the last choice
	rest := n - 1
	pages = (rest + per - 1) / per
	page = ((page % pages) + pages) % pages
	from = page * per
	return from, min(from+per, rest), pages
}
