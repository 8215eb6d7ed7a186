package warrecord

import (
	"context"
	"fmt"
	"sync"
	"time"

	"nimitz/savegame"
)

// Keeper keeps the war record for the screens: every change of the file
// (an entry kept, its bookmarks, a pending entry filled in) made one at a
// time, whichever goroutine asks, and each Pending entry completed on a
// goroutine of its own, so that the end of a campaign never waits for the
// odds. The zero value is ready.
//
// Nothing is lost when the work is cut short (Stop, or the game closed):
// the entry is on disk from the start, pending, and is completed the next
// time the record is opened.
type Keeper struct {
	// Samples is the odds' games per battle; 0 is OddsSamples.
	Samples int

	file sync.Mutex // held over each load, change and save of the file

	mu      sync.Mutex
	cancel  context.CancelFunc // ends the work in flight
	ctx     context.Context
	running map[string]bool  // IDs being completed
	done    map[string]Entry // completed since the keeper was made
	failed  []error          // not yet told
	ver     int
	wg      sync.WaitGroup
}

// Load reads dir's record (Load), between two changes.
func (k *Keeper) Load(st savegame.Store, dir string) (Record, error) {
	k.file.Lock()
	defer k.file.Unlock()
	return Load(st, dir)
}

// Keep adds a game to dir's record at once (Keep), and completes its entry
// in the background.
func (k *Keeper) Keep(st savegame.Store, dir string, sess *savegame.Session, at time.Time, abandoned bool) (Entry, error) {
	k.file.Lock()
	e, err := Keep(st, dir, sess, at, abandoned)
	k.file.Unlock()
	if e.ID != "" {
		k.Complete(st, dir, e)
	}
	return e, err
}

// SetBookmarks replaces the bookmarks of the entry id in dir's record
// (SetBookmarks).
func (k *Keeper) SetBookmarks(st savegame.Store, dir, id string, bs []savegame.Bookmark) error {
	k.file.Lock()
	defer k.file.Unlock()
	return SetBookmarks(st, dir, id, bs)
}

// Complete works out each Pending entry of es on a goroutine of its own
// and fills it in in dir's record; an entry being completed, or completed
// already, is not begun again.
func (k *Keeper) Complete(st savegame.Store, dir string, es ...Entry) {
	k.mu.Lock()
	defer k.mu.Unlock()
	for _, e := range es {
		if _, done := k.done[e.ID]; !e.Pending || done || k.running[e.ID] {
			continue
		}
		if k.ctx == nil {
			k.ctx, k.cancel = context.WithCancel(context.Background())
		}
		if k.running == nil {
			k.running = map[string]bool{}
		}
		k.running[e.ID] = true
		k.wg.Add(1)
		go k.work(k.ctx, st, dir, e)
	}
}

// work completes one entry and fills it in.
func (k *Keeper) work(ctx context.Context, st savegame.Store, dir string, e Entry) {
	defer k.wg.Done()
	samples := k.Samples
	if samples <= 0 {
		samples = OddsSamples
	}
	err := complete(ctx, &e, samples)
	if ctx.Err() != nil {
		k.mu.Lock()
		delete(k.running, e.ID)
		k.mu.Unlock()
		return
	}
	if err == nil {
		k.file.Lock()
		err = Fill(st, dir, e)
		k.file.Unlock()
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	delete(k.running, e.ID)
	k.ver++
	if err != nil {
		k.failed = append(k.failed, fmt.Errorf("the battles and luck of the %s campaign kept on %s could not be worked out: %v",
			CampaignName(e.Campaign), e.Date.Local().Format("2 Jan 2006 15:04"), err))
		return
	}
	if k.done == nil {
		k.done = map[string]Entry{}
	}
	k.done[e.ID] = e
}

// complete is e.Complete. A panic in it (a bug met replaying the entry) is
// its error rather than the end of the game: nothing else would recover it
// on this goroutine.
func complete(ctx context.Context, e *Entry, samples int) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error (%v); please report it", r)
		}
	}()
	return e.Complete(ctx, samples)
}

// Completed is the entry id as completed in the background, and false
// while it is not (yet).
func (k *Keeper) Completed(id string) (Entry, bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	e, ok := k.done[id]
	return e, ok
}

// Failures are the entries that could not be completed since last asked,
// each worded for the player.
func (k *Keeper) Failures() []error {
	k.mu.Lock()
	defer k.mu.Unlock()
	out := k.failed
	k.failed = nil
	return out
}

// Ver counts the entries completed or failed: a screen redraws when it
// moves.
func (k *Keeper) Ver() int {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.ver
}

// Busy reports whether an entry is being completed.
func (k *Keeper) Busy() bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	return len(k.running) > 0
}

// Wait returns once no entry is being completed.
func (k *Keeper) Wait() { k.wg.Wait() }

// Stop ends the work in flight and waits for it: its entries stay pending
// in the record (a file change under way is finished first). A later
// Complete begins afresh.
func (k *Keeper) Stop() {
	k.mu.Lock()
	if k.cancel != nil {
		k.cancel()
	}
	k.ctx, k.cancel = nil, nil
	k.mu.Unlock()
	k.wg.Wait()
}
