# @brief The two set-up commands of the README: `make run` and `make test` (each installs, configures, builds).
BUILD   ?= build
MAKEFLAGS += --no-print-directory
JOBS    ?= $(shell nproc 2>/dev/null || echo 2)
PACKAGES = g++ cmake make libtbb-dev libboost-dev catch2 libfccp-dev libcli11-dev chromium libopenmpi-dev openmpi-bin \
           python3-dev pybind11-dev python3-numpy python3-pytest python3-matplotlib
GAMES   ?= kayles dawson-kayles dawson-chess 0.16 'S(2,3,7)' nim lasker
OPEN    ?= treblecross grundy
# Debian's interpreter, which sees Debian's numpy and pytest (a pyenv or venv python3 on PATH may not).
PYTHON  ?= /usr/bin/python3

PREFIX  ?= /usr/local

# The checked builds of .ci/run (docs/checked-builds.md): the test suite under AddressSanitizer and
# UndefinedBehaviorSanitizer, and short libFuzzer runs of every parser (FUZZ_SECONDS each).
ASAN_BUILD   ?= build-asan
FUZZ_BUILD   ?= build-fuzz
FUZZ_SECONDS ?= 300
FUZZ_PACKAGES = clang libclang-rt-dev

.PHONY: all deps configure build run test slow install docs clean asan-test fuzz-deps fuzz

all: build

# Installs only the Debian packages that are missing (as root, or through sudo when available).
deps:
	@missing=""; for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

configure: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release -DSGPERIOD_BUILD_PYTHON=ON -DPython3_EXECUTABLE=$(PYTHON) >/dev/null

build: configure
	@cmake --build $(BUILD) -j $(JOBS)

# The main job: the classic games to proof, then two unsolved games to 2^16 (reported open).
run: build
	./$(BUILD)/sgperiod run $(GAMES)
	./$(BUILD)/sgperiod run $(OPEN) -n 2^16

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# The long checks, tagged [.slow] in the tests.
slow: build
	./$(BUILD)/sgperiod_tests "[.slow]"

# The CLI, the library, the public headers, the CMake and pkg-config packages and the man page under PREFIX.
install: build
	cmake --install $(BUILD) --prefix $(PREFIX)

# The API reference of include/sgperiod/ (Doxygen), in $(BUILD)/docs/html.
docs: configure
	@cmake --build $(BUILD) --target docs

# The default test suite (SIMD re-runs included) in a Release build with ASan + UBSan and the engine's
# invariants checked; the first finding fails the test that triggered it. No Python module (it would need
# the sanitizer runtime preloaded into python3), no install test (it builds a plain Release package) and
# no MPI (Open MPI's own allocations, never freed, would fail LeakSanitizer in the MPI test).
asan-test: deps
	@cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Release -DSGPERIOD_SANITIZE=address,undefined \
	  -DSGPERIOD_TEST_INSTALL=OFF -DSGPERIOD_BUILD_BENCH=OFF -DSGPERIOD_WITH_MPI=OFF >/dev/null
	@cmake --build $(ASAN_BUILD) -j $(JOBS)
	cd $(ASAN_BUILD) && ASAN_OPTIONS=strict_string_checks=1:detect_stack_use_after_return=1 \
	  UBSAN_OPTIONS=print_stacktrace=1 ctest --output-on-failure -j $(JOBS)

fuzz-deps:
	@$(MAKE) deps PACKAGES="$(FUZZ_PACKAGES)"

# Every harness of tests/fuzz/ for FUZZ_SECONDS, from its seeds in tests/fuzz/corpus/ (read only: new
# inputs go to $(FUZZ_BUILD)/corpus/, crashes to $(FUZZ_BUILD)/crashes/). Any crash, leak, timeout or
# allocation past the limits fails the target; the input that did it is kept and named.
fuzz: fuzz-deps
	@CXX=clang++ cmake -S . -B $(FUZZ_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" \
	  -DSGPERIOD_FUZZ=ON -DSGPERIOD_SANITIZE=address,undefined -DSGPERIOD_BUILD_CLI=OFF -DSGPERIOD_BUILD_TESTS=OFF \
	  -DSGPERIOD_BUILD_BENCH=OFF -DSGPERIOD_BUILD_EXAMPLES=OFF -DSGPERIOD_BUILD_PYTHON=OFF >/dev/null
	@cmake --build $(FUZZ_BUILD) -j $(JOBS) --target fuzz_all
	@set -e; for seeds in tests/fuzz/corpus/*/; do \
	  name=$$(basename $$seeds); mkdir -p $(FUZZ_BUILD)/corpus/$$name $(FUZZ_BUILD)/crashes; \
	  echo "fuzz_$$name: $(FUZZ_SECONDS) s"; \
	  $(FUZZ_BUILD)/fuzz_$$name -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=2048 -malloc_limit_mb=1024 \
	    -print_final_stats=1 -artifact_prefix=$(FUZZ_BUILD)/crashes/$$name- \
	    $(FUZZ_BUILD)/corpus/$$name $$seeds 2> $(FUZZ_BUILD)/fuzz_$$name.log \
	    || { tail -40 $(FUZZ_BUILD)/fuzz_$$name.log; echo "fuzz_$$name failed: see $(FUZZ_BUILD)/crashes/"; exit 1; }; \
	  grep -E "stat::number_of_executed_units|stat::new_units_added" $(FUZZ_BUILD)/fuzz_$$name.log | tr '\n' ' '; echo; \
	done

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(FUZZ_BUILD)
