package scenes

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"time"

	"nimitz/savegame"
	"nimitz/warrecord"
)

// keepEnded puts a campaign that has just ended into the war record, before
// the screen shows its end: at once, its battles' odds worked out after, in
// the background (WarRecord). A failure is told, and the game goes on.
func (c *Context) keepEnded(sess *savegame.Session) {
	c.keepInRecord(sess, false)
}

// keepAbandoned puts the game a new campaign replaces into the war record,
// marked abandoned: the game in play, or, with none (the title screen), the
// live save's. A game over is already kept; one with no decision is none.
func (c *Context) keepAbandoned() {
	if c.AutosaveDir == "" {
		return
	}
	old := c.Session
	if old == nil || c.Practice {
		l, err := c.store().Load(filepath.Join(c.AutosaveDir, savegame.LiveName))
		if err != nil {
			var le *savegame.LoadError
			if !errors.Is(err, fs.ErrNotExist) && !(errors.As(err, &le) && le.Problem == savegame.Unreadable) {
				c.Notify(fmt.Sprintf("The game that was in play could not be kept in the war record: %v", err), true)
			}
			return
		}
		old = l.Session
	}
	if old.Over() || old.Len() == 0 {
		return
	}
	c.keepInRecord(old, true)
}

// keepInRecord writes a game into the war record in the saves folder.
func (c *Context) keepInRecord(sess *savegame.Session, abandoned bool) {
	if c.AutosaveDir == "" || c.Practice {
		return
	}
	now := time.Now
	if c.Store.Now != nil {
		now = c.Store.Now
	}
	if _, err := c.WarRecord().Keep(c.store(), c.AutosaveDir, sess, now(), abandoned); err != nil {
		c.Notify(fmt.Sprintf("The war record: %v", err), true)
	}
}

// KeepBookmarks writes the bookmarks of a game that is over into its entry
// of the war record too (the save has them already); a failure is told.
func (c *Context) KeepBookmarks(sess *savegame.Session) {
	if sess == nil || !sess.Over() || c.AutosaveDir == "" || c.Practice {
		return
	}
	if err := c.WarRecord().SetBookmarks(c.store(), c.AutosaveDir, warrecord.IDOf(sess), sess.Bookmarks()); err != nil {
		c.Notify(fmt.Sprintf("The bookmarks are kept with the game, but not in the war record: %v", err), true)
	}
}

// WarRecord is the keeper every change of the war record goes through, one
// at a time, and which completes the entries kept pending in the
// background.
func (c *Context) WarRecord() *warrecord.Keeper {
	if c.record == nil {
		c.record = &warrecord.Keeper{}
	}
	return c.record
}

// tellRecordFailures shows what the war record's background work could not
// do.
func (c *Context) tellRecordFailures() {
	if c.record == nil {
		return
	}
	for _, err := range c.record.Failures() {
		c.Notify("The war record: "+err.Error(), true)
	}
}

// CanOpenRecord reports whether OpenRecord has a War record screen to open.
func (c *Context) CanOpenRecord() bool { return c.manager != nil && c.manager.opts.Record != nil }

// OpenRecord opens the War record screen (the manager's Options.Record),
// whose Back returns to the screen back makes.
func (c *Context) OpenRecord(back func() Scene) error {
	if !c.CanOpenRecord() {
		return errors.New("the war record cannot be shown here")
	}
	c.GoTo(c.manager.opts.Record(c, back))
	return nil
}
