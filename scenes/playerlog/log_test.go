package playerlog

import (
	"strings"
	"testing"
	"time"

	"nimitz/rules"
	"nimitz/savegame"
)

// TestSingleCampaign: one campaign's log has its turns, and once over its
// Objectives and Evaluation; the chart has a slot per Campaign Turn.
func TestSingleCampaign(t *testing.T) {
	sess, _, err := savegame.NewSession(rules.Options{Year: 1944, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5000 && !sess.Over(); i++ {
		p := sess.Game().Pending()
		if len(p.Options) == 0 {
			break
		}
		if _, err := sess.Apply(p.Options[len(p.Options)-1]); err != nil {
			t.Fatal(err)
		}
	}
	l, err := FromSession(sess)
	if err != nil {
		t.Fatal(err)
	}
	g := sess.Game()
	c := l.Campaigns[0]
	if l.Linked || len(l.Campaigns) != 1 || !l.Over || c.Year != 1944 || len(c.Turns) != len(g.PlayerLog) || c.Evaluation != g.Evaluation {
		t.Fatalf("log %+v", l)
	}
	if n := len(chartSlots(l)); n != len(g.Data().Setup.Turns) {
		t.Errorf("%d chart slots for %d turns", n, len(g.Data().Setup.Turns))
	}
	if l.Title() != "The 1944 Campaign" || !strings.Contains(l.Summary(), g.Evaluation) {
		t.Errorf("%q / %q", l.Title(), l.Summary())
	}
}

// TestHTML: the export is one page with the chart inline, every turn's
// Objectives, the campaigns' results, and text escaped.
func TestHTML(t *testing.T) {
	l := Log{Linked: true, Years: []int{1942, 1943, 1944, 1945}, Total: 9, Over: true, Evaluation: "Historical",
		EndReason: "The Linked Campaign is over.",
		Campaigns: []Campaign{{Year: 1942, TurnNames: []string{"Jan/Feb", "Mar/Apr"}, Most: 8, Finished: true, Objectives: 9,
			Evaluation: "Good", EndReason: "<ended>",
			Turns: []rules.TurnRecord{{Turn: 1, TurnName: "Jan/Feb", Held: []string{"Midway Island", "Samoa"}}}}}}
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	page := string(HTML(l, at))
	for _, want := range []string{"<!DOCTYPE html>", "<svg", "</svg>", "Midway Island · Samoa", "&lt;ended&gt;", "Historical", "Linked total"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page does not say %q", want)
		}
	}
	if strings.Contains(page, "<ended>") || strings.Contains(page, "<script") {
		t.Error("unescaped text or a script in the page")
	}
	if got := FileName(l, at); got != "player-log-linked-20260301-100000.html" {
		t.Errorf("file name %q", got)
	}
}
