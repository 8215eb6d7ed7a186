package main

import (
	"bytes"
	"debug/macho"
	"encoding/binary"
	"fmt"
)

// universal joins thin Mach-O programs into one universal ("fat") binary,
// as Apple's lipo -create does: a big-endian header listing each
// processor's program, then the programs, each at an offset aligned to its
// processor's page size. Each program keeps its own code signature (the
// arm64 build's ad-hoc one from Go's linker), which covers that program
// alone.
func universal(thin ...[]byte) ([]byte, error) {
	type slice struct {
		cpu    macho.Cpu
		sub    uint32
		data   []byte
		align  uint32 // log2
		offset uint32
	}
	var slices []slice
	for i, b := range thin {
		f, err := macho.NewFile(bytes.NewReader(b))
		if err != nil {
			return nil, fmt.Errorf("program %d is no thin Mach-O: %v", i+1, err)
		}
		align := uint32(12) // 4 KB pages on Intel
		if f.Cpu == macho.CpuArm64 {
			align = 14 // 16 KB pages on Apple silicon
		}
		for _, s := range slices {
			if s.cpu == f.Cpu {
				return nil, fmt.Errorf("two programs for %v", f.Cpu)
			}
		}
		slices = append(slices, slice{cpu: f.Cpu, sub: f.SubCpu, data: b, align: align})
	}
	const fatArchSize = 20
	end := uint32(8 + fatArchSize*len(slices))
	for i := range slices {
		a := uint32(1) << slices[i].align
		slices[i].offset = (end + a - 1) &^ (a - 1)
		end = slices[i].offset + uint32(len(slices[i].data))
	}
	out := make([]byte, end)
	be := binary.BigEndian
	be.PutUint32(out[0:], macho.MagicFat)
	be.PutUint32(out[4:], uint32(len(slices)))
	for i, s := range slices {
		h := out[8+fatArchSize*i:]
		be.PutUint32(h[0:], uint32(s.cpu))
		be.PutUint32(h[4:], s.sub)
		be.PutUint32(h[8:], s.offset)
		be.PutUint32(h[12:], uint32(len(s.data)))
		be.PutUint32(h[16:], s.align)
		copy(out[s.offset:], s.data)
	}
	return out, nil
}
