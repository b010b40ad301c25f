#!/bin/sh
# @brief Installs sgperiod into a temporary prefix and builds two consumer projects against it (find_package, pkg-config).
#
# Usage: tests/install/run.sh SOURCE_DIR WORK_DIR [extra cmake arguments, e.g. -DBUILD_SHARED_LIBS=ON]
# A separate configure of SOURCE_DIR with the tests, benches and examples off (so that it is not recursive):
# only the library and the CLI are built. ctest runs it as the test install_package.
set -eu
src=$1
work=$2
shift 2
jobs=${SGPERIOD_INSTALL_TEST_JOBS:-2}
rm -rf "$work"
mkdir -p "$work"
prefix=$work/prefix

step() { echo "== $*"; }

step "configure and build the library and the CLI"
cmake -S "$src" -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DSGPERIOD_BUILD_TESTS=OFF -DSGPERIOD_BUILD_BENCH=OFF \
  -DSGPERIOD_BUILD_EXAMPLES=OFF -DSGPERIOD_BUILD_PYTHON=OFF "$@" >"$work/configure.log"
nice -n 5 cmake --build "$work/build" -j "$jobs" >"$work/build.log" || { tail -40 "$work/build.log"; exit 1; }

step "install into $prefix"
cmake --install "$work/build" --prefix "$prefix" >"$work/install.log"
libdir=$(sed -n 's/^CMAKE_INSTALL_LIBDIR:PATH=//p' "$work/build/CMakeCache.txt")
for f in bin/sgperiod include/sgperiod/sgperiod.hpp include/sgperiod/version.hpp "$libdir/cmake/sgperiod/sgperiodConfig.cmake" \
         "$libdir/cmake/sgperiod/sgperiodConfigVersion.cmake" "$libdir/cmake/sgperiod/sgperiodTargets.cmake" \
         "$libdir/pkgconfig/sgperiod.pc" share/man/man1/sgperiod.1; do
  [ -e "$prefix/$f" ] || { echo "missing after install: $f"; exit 1; }
done
ls "$prefix/$libdir"/libsgperiod.* >/dev/null
# Only the public headers are installed: nothing of the engine's own tree.
if find "$prefix/include" -type f ! -path "*/include/sgperiod/*" | grep .; then echo "installed a private header"; exit 1; fi
"$prefix/bin/sgperiod" --version
"$prefix/bin/sgperiod" run kayles -q >/dev/null

step "consumer 1: find_package(sgperiod REQUIRED)"
cmake -S "$src/tests/install/find_package" -B "$work/find_package" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_BUILD_TYPE=Release >"$work/find_package.log"
cmake --build "$work/find_package" >>"$work/find_package.log" || { tail -40 "$work/find_package.log"; exit 1; }
"$work/find_package/consumer"

step "consumer 2: pkg-config --cflags --libs sgperiod"
mkdir -p "$work/pkg_config"
PKG_CONFIG_PATH="$prefix/$libdir/pkgconfig" pkg-config --cflags --libs sgperiod
PKG_CONFIG_PATH="$prefix/$libdir/pkgconfig" make -s -C "$src/tests/install/pkg_config" OUT="$work/pkg_config"
# A shared library is found through the prefix's libdir (the consumer is not installed, so it has no rpath).
LD_LIBRARY_PATH="$prefix/$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$work/pkg_config/consumer"

echo "install test passed"
