#!/bin/sh
# Launches the built service: `npm start` and `npm run serve`, the tests' and benches' built
# service and Lighthouse all start it here, so it runs the same way wherever it is measured.
#   sh scripts/serve.sh [node flags ...]        e.g. --expose-gc, before the entry
# NODE names the node binary (default: node on the PATH); SERVICE_ENTRY another build of the
# service (default: build/server/main.mjs). The rest of its configuration is its environment.
#
# How its memory is kept low. After a crawler walked the sitemap of 100,000 posts a language,
# with about 70 MB of the heap live, the service held 308-350 MB resident with a 2 MB young
# generation alone, and 176-212 MB with these settings when glibc's bounds were 128 KB; with
# the bounds below, 213 MB (PostgreSQL) and 264 MB (SQLite), the target being 300 MB:
# --max-semi-space-size=8: a young generation of 8 MB a half. A batch of rows being written
#   out lives a few milliseconds; with 2 MB it outlived its first collections and was moved
#   to the old generation, which filled with such garbage to 230 MB between full collections.
# --heap-growing-percent=50: the next full collection when the old generation has grown by
#   half of what the last one left, where V8's own factor let it grow to three times that.
# MALLOC_MMAP_THRESHOLD_=2097152: glibc gives each block of 2 MB or more a mapping of its own,
#   returned to the system when the block is freed. Left to itself, glibc raises that bound
#   to 32 MB after the first large block is freed and then keeps freed large blocks (a
#   query's rows, an answer's bytes) in its heap: about 35 MB more.
# MALLOC_TRIM_THRESHOLD_=8388608: the free memory at the top of a heap is given back only
#   past 8 MB. Blocks below 2 MB are reused, never mapped afresh: Brotli's 1 MB table for each
#   page and answer compressed, zlib's windows. Each fresh page of memory costs a fault, 12 us
#   on a virtual machine whose host backs guest memory lazily; with the bound at
#   128 KB and glibc's own 128 KB trim, a rendered page took 6.2 ms to compress both ways
#   instead of 2.0 (294 faults each time instead of 16: `npm run bench:compress`).
: "${MALLOC_MMAP_THRESHOLD_:=2097152}"
: "${MALLOC_TRIM_THRESHOLD_:=8388608}"
export MALLOC_MMAP_THRESHOLD_ MALLOC_TRIM_THRESHOLD_
exec "${NODE:-node}" --max-semi-space-size=8 --heap-growing-percent=50 "$@" \
  "${SERVICE_ENTRY:-build/server/main.mjs}"
