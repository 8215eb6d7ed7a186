package rules

// Hit inflicts one Hit on a Force: a full-strength Force is Damaged, a Damaged
// one is Destroyed (Front and Back of Counters). It returns true if the Force
// was Destroyed. Destroyed Japanese Battalions go back to the Battalion box
// ("Freely use these counters as needed during a Campaign").
func (g *Game) Hit(f *Force) bool {
	if !f.Damaged {
		f.Damaged = true
		return false
	}
	f.Damaged = false
	f.OnTransport = false
	f.Moved, f.InTransit, f.MovedFrom = false, false, ""
	f.Area, f.Box = "", 0
	f.Where = Destroyed
	if f.Side == Japan && g.Counter(f).Type == Battalion {
		f.Where = InBattalionBox
	}
	return true
}

// takeBattalion puts a Japanese Battalion from the Battalion box into an area,
// making a new counter when the box is empty (the counter mix does not limit
// play). It returns the Battalion's ID, or false if the campaign has no
// Battalion counter (Validate refuses such data).
func (g *Game) takeBattalion(area string, onTransport bool) (string, bool) {
	forces := g.Forces // loaded once, not at each turn of the loop
	for i := range forces {
		f := &forces[i]
		if f.Where == InBattalionBox {
			f.Where, f.Area, f.Damaged, f.OnTransport = OnMap, area, false, onTransport
			return f.ID, true
		}
	}
	f, err := g.newForce(Japan, "Battalion", OnMap, area)
	if err != nil {
		return "", false
	}
	f.OnTransport = onTransport
	return f.ID, true
}

// BattalionBox counts the Japanese Battalions waiting in the Battalion box.
func (g *Game) BattalionBox() int {
	n := 0
	for i := range g.Forces {
		if g.Forces[i].Where == InBattalionBox {
			n++
		}
	}
	return n
}
