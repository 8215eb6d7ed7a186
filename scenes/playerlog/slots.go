package playerlog

// slot is one Campaign Turn on the chart: its campaign, its name, and the
// Objectives held at its end if it was played.
type slot struct {
	year   int
	name   string
	first  bool // the campaign's first turn (its label goes here)
	played bool
	held   int
}

// chartSlots lays out every turn of every campaign in the log, in order.
func chartSlots(l Log) []slot {
	var out []slot
	for _, c := range l.Campaigns {
		for i, name := range c.TurnNames {
			sl := slot{year: c.Year, name: name, first: i == 0}
			for _, t := range c.Turns {
				if t.Turn == i+1 {
					sl.played, sl.held = true, len(t.Held)
				}
			}
			out = append(out, sl)
		}
	}
	return out
}
