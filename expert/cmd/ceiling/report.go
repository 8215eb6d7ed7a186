package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"sort"
	"strings"

	"nimitz/rules"
	"nimitz/sim"
)

// rung is one policy's campaigns of one year: from a play file (every game,
// so with standard errors) or from a `-sim -json` summary (means only).
type rung struct {
	campaign, policy string
	games            []game
	summary          *sim.Result
}

func (r *rung) n() int {
	if r.summary != nil {
		return r.summary.Games - r.summary.Errors
	}
	return len(r.games)
}

func (r *rung) count(eval string) int {
	if r.summary != nil {
		return r.summary.Evaluations[eval]
	}
	c := 0
	for _, g := range r.games {
		if g.Evaluation == eval {
			c++
		}
	}
	return c
}

// objectives is the mean Objectives and its standard error (NaN when only
// a summary is known).
func (r *rung) objectives() (mean, se float64) {
	if r.summary != nil {
		return r.summary.ObjectivesMean, math.NaN()
	}
	var s, s2 float64
	for _, g := range r.games {
		s += float64(g.Objectives)
		s2 += float64(g.Objectives * g.Objectives)
	}
	n := float64(len(r.games))
	mean = s / n
	if n < 2 {
		return mean, math.NaN()
	}
	return mean, math.Sqrt(max(0, (s2-s*s/n)/(n-1)) / n)
}

func (r *rung) violations() int {
	if r.summary != nil {
		return r.summary.InvariantViolations
	}
	v := 0
	for _, g := range r.games {
		if g.Violations > 0 || g.Err != "" {
			v++
		}
	}
	return v
}

func (r *rung) seconds() float64 {
	if r.summary != nil {
		return r.summary.MsPerGame / 1000
	}
	var s float64
	for _, g := range r.games {
		s += g.Seconds
	}
	return s / float64(len(r.games))
}

// pct is 100 c / n.
func pct(c, n int) float64 { return 100 * float64(c) / float64(max(n, 1)) }

// ratings is the campaign's Evaluations, best first.
func ratings(campaign string) ([]string, error) {
	y, err := sim.Year(campaign)
	if err != nil {
		return nil, err
	}
	c, err := rules.LoadCampaign(y)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, r := range c.Setup.Evaluation {
		out = append(out, r.Name)
	}
	return out, nil
}

func (r *rung) goodOrBetter() int { return r.count("Great") + r.count("Good") }

func load(files []string) ([]*rung, error) {
	var out []*rung
	find := func(campaign, policy string) *rung {
		for _, r := range out {
			if r.campaign == campaign && r.policy == policy {
				return r
			}
		}
		r := &rung{campaign: campaign, policy: policy}
		out = append(out, r)
		return r
	}
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		if strings.HasSuffix(name, ".jsonl") {
			sc := bufio.NewScanner(f)
			sc.Buffer(make([]byte, 1<<20), 1<<20)
			for sc.Scan() {
				var g game
				if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
					f.Close()
					return nil, fmt.Errorf("%s: %w", name, err)
				}
				r := find(g.Campaign, g.Policy)
				r.games = append(r.games, g)
			}
			err = sc.Err()
		} else {
			var s sim.Result
			if err = json.NewDecoder(f).Decode(&s); err == nil {
				find(s.Campaign, s.Policy).summary = &s
			}
		}
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
	}
	return out, nil
}

func report(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("ceiling report", flag.ContinueOnError)
	out := fs.String("out", "", "where to write the chart (PNG); none if empty")
	if err := fs.Parse(args); err != nil {
		return err
	}
	rungs, err := load(fs.Args())
	if err != nil {
		return err
	}
	if len(rungs) == 0 {
		return fmt.Errorf("no results")
	}
	sort.SliceStable(rungs, func(i, j int) bool { return rungs[i].campaign < rungs[j].campaign })
	fmt.Fprintln(w, "| campaign | policy | campaigns | Great | Good | Historical | Poor | Replaced | Good or better | Replaced | Objectives (mean ± se) | violations | s a campaign |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	for _, r := range rungs {
		n := r.n()
		m, se := r.objectives()
		obj := fmt.Sprintf("%.2f", m)
		if !math.IsNaN(se) {
			obj = fmt.Sprintf("%.2f ± %.2f", m, se)
		}
		fmt.Fprintf(w, "| %s | %s | %d | %d | %d | %d | %d | %d | %.1f%% | %.1f%% | %s | %d | %.2f |\n",
			r.campaign, r.policy, n, r.count("Great"), r.count("Good"), r.count("Historical"), r.count("Poor"), r.count("Replaced"),
			pct(r.goodOrBetter(), n), pct(r.count("Replaced"), n), obj, r.violations(), r.seconds())
	}
	fmt.Fprintln(w)
	paired(w, rungs, "heuristic")
	// The ladder's last step: what a wider clairvoyant search adds.
	paired(w, rungs, "oracle:8")
	held(w, rungs)
	if *out == "" {
		return nil
	}
	f, err := os.Create(*out)
	if err != nil {
		return err
	}
	if err := chart(f, rungs); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// paired compares each rung with the base policy's on the same campaigns:
// the mean gain and its standard error, and how many campaigns ended worse.
func paired(w io.Writer, rungs []*rung, base string) {
	header := false
	for _, r := range rungs {
		if r.summary != nil || r.policy == base || base != "heuristic" && !strings.HasPrefix(r.policy, "oracle:") {
			continue
		}
		var h *rung
		for _, x := range rungs {
			if x.campaign == r.campaign && x.policy == base && x.summary == nil {
				h = x
			}
		}
		if h == nil {
			continue
		}
		byIndex := map[int]game{}
		for _, g := range h.games {
			byIndex[g.Index] = g
		}
		order, _ := ratings(r.campaign)
		var s, s2 float64
		var n, worse, same, better int
		for _, g := range r.games {
			hg, ok := byIndex[g.Index]
			if !ok {
				continue
			}
			d := float64(g.Objectives - hg.Objectives)
			s += d
			s2 += d * d
			n++
			switch a, b := slices.Index(order, g.Evaluation), slices.Index(order, hg.Evaluation); {
			case a > b || a == b && g.Objectives < hg.Objectives:
				worse++
			case a == b && g.Objectives == hg.Objectives:
				same++
			default:
				better++
			}
		}
		if n < 2 {
			continue
		}
		m := s / float64(n)
		se := math.Sqrt(max(0, (s2-s*s/float64(n))/float64(n-1)) / float64(n))
		if !header {
			fmt.Fprintf(w, "| campaign | policy | campaigns | gain over %s, same campaigns | worse | same | better |\n", base)
			fmt.Fprintln(w, "|---|---|---|---|---|---|---|")
			header = true
		}
		fmt.Fprintf(w, "| %s | %s | %d | %+.2f ± %.2f | %d | %d | %d |\n", r.campaign, r.policy, n, m, se, worse, same, better)
	}
	if header {
		fmt.Fprintln(w)
	}
}

// held says how often each Objective is held at the campaign's end, and
// how many Objectives the campaigns end with.
func held(w io.Writer, rungs []*rung) {
	for _, campaign := range []string{"1942", "1943", "1944", "1945"} {
		var rs []*rung
		areas := map[string]bool{}
		top := 0
		for _, r := range rungs {
			if r.campaign != campaign || r.summary != nil {
				continue
			}
			rs = append(rs, r)
			for _, g := range r.games {
				for _, a := range g.Held {
					areas[a] = true
				}
				top = max(top, g.Objectives)
			}
		}
		if len(rs) == 0 {
			continue
		}
		names := make([]string, 0, len(areas))
		for a := range areas {
			names = append(names, a)
		}
		sort.Strings(names)
		fmt.Fprintf(w, "%s: Objectives held at the end (%% of campaigns)\n\n| policy |", campaign)
		for _, a := range names {
			fmt.Fprintf(w, " %s |", a)
		}
		fmt.Fprintln(w)
		fmt.Fprint(w, "|---|"+strings.Repeat("---|", len(names))+"\n")
		for _, r := range rs {
			fmt.Fprintf(w, "| %s |", r.policy)
			for _, a := range names {
				c := 0
				for _, g := range r.games {
					if slices.Contains(g.Held, a) {
						c++
					}
				}
				fmt.Fprintf(w, " %.0f |", pct(c, len(r.games)))
			}
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "\n%s: campaigns ending with N Objectives (%%)\n\n| policy |", campaign)
		for k := 0; k <= top; k++ {
			fmt.Fprintf(w, " %d |", k)
		}
		fmt.Fprint(w, "\n|---|"+strings.Repeat("---|", top+1)+"\n")
		for _, r := range rs {
			fmt.Fprintf(w, "| %s |", r.policy)
			for k := 0; k <= top; k++ {
				c := 0
				for _, g := range r.games {
					if g.Objectives == k {
						c++
					}
				}
				fmt.Fprintf(w, " %.0f |", pct(c, len(r.games)))
			}
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w)
	}
}
