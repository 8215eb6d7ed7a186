//go:build !linux || android

package main

// returnFreedMemory does nothing here: only glibc's allocator keeps freed
// textures (malloc_linux.go).
func returnFreedMemory() error { return nil }
