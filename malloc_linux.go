//go:build linux && !android

package main

import (
	"fmt"

	"github.com/ebitengine/purego"
)

// mMmapThreshold is glibc's mallopt parameter M_MMAP_THRESHOLD (malloc.h).
const mMmapThreshold = -3

// mmapThreshold is the size from which glibc's malloc takes memory straight
// from the kernel, in bytes: 128 KiB, glibc's own starting value.
const mmapThreshold = 128 << 10

// returnFreedMemory has the C allocator give large freed blocks back to the
// system at once. Mesa's software OpenGL (llvmpipe) keeps every texture and
// its staging copies in malloc'd memory; glibc raises its mmap threshold
// each time such a block is freed, so the next textures of a
// zoom or a resize come from the heap instead, and a heap's freed middle is
// never returned: the game's resident size then stays at its largest. A
// fixed threshold keeps every block that large mapped on its own, unmapped
// when it is freed. The game's own memory is Go's and unaffected. Called
// before the window opens; C is reached through purego, which Ebitengine
// already uses for OpenGL, so the build needs no cgo.
func returnFreedMemory() error {
	libc, err := purego.Dlopen("libc.so.6", purego.RTLD_NOW|purego.RTLD_GLOBAL)
	if err != nil {
		return fmt.Errorf("the C library: %w", err)
	}
	if _, err := purego.Dlsym(libc, "mallopt"); err != nil {
		return fmt.Errorf("the C library's mallopt: %w", err)
	}
	var mallopt func(param, value int32) int32
	purego.RegisterLibFunc(&mallopt, libc, "mallopt")
	if mallopt(mMmapThreshold, mmapThreshold) == 0 {
		return fmt.Errorf("the C library refused mallopt(M_MMAP_THRESHOLD)")
	}
	return nil
}
