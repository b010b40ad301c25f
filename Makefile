# @brief The two set-up commands of the README: `make run` and `make test` (each installs, configures, builds).
BUILD   ?= build
MAKEFLAGS += --no-print-directory
JOBS    ?= $(shell nproc 2>/dev/null || echo 2)
PACKAGES = g++ cmake make libtbb-dev libboost-dev catch2 libfccp-dev libcli11-dev \
           python3-dev pybind11-dev python3-numpy python3-pytest python3-matplotlib
GAMES   ?= kayles dawson-kayles dawson-chess 0.16 'S(2,3,7)' nim lasker
OPEN    ?= treblecross grundy
# Debian's interpreter, which sees Debian's numpy and pytest (a pyenv or venv python3 on PATH may not).
PYTHON  ?= /usr/bin/python3

PREFIX  ?= /usr/local

.PHONY: all deps configure build run test slow install docs clean

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

clean:
	rm -rf $(BUILD)
