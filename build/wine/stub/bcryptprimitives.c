/*
 * Test tooling only, never shipped: a stand-in for Windows'
 * bcryptprimitives.dll, which Go's Windows runtime (since Go 1.22) loads
 * from system32 for ProcessPrng, and which Debian 12's Wine 8.0 lacks
 * ("fatal error: bcryptprimitives.dll not found"). Real Windows has the DLL.
 * ProcessPrng fills a buffer with random bytes; RtlGenRandom (advapi32's
 * SystemFunction036) does the same.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
    while (len > 0) {
        ULONG n = len > 0x40000000 ? 0x40000000 : (ULONG)len;
        if (!SystemFunction036(data, n))
            return FALSE;
        data += n;
        len -= n;
    }
    return TRUE;
}
