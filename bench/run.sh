#!/bin/sh
# @brief Builds sgperiod in Release (own build folder) and runs the kernel benchmark; extra args go to bench_kernels.
set -eu
SRC=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${BUILD:-$SRC/build-bench}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
cmake -S "$SRC" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$BUILD" -j "$JOBS" --target bench_kernels
exec "$BUILD/bench_kernels" "$@"
