# The two commands of the README, and the chores around them.
# Every target installs what it needs first, so a fresh Debian 12 machine with Swift is enough.

SWIFT_BUILD_FLAGS ?=
FSMCHECK = .build/debug/fsmcheck
PREFIX ?= /usr/local

.PHONY: lint test check-imports render benchmark setup setup-tests build install

## Lint the bundled example machines (exits 1: Specs/broken.fsm is broken on purpose).
lint: build
	$(FSMCHECK) lint Specs/

## Run the whole test suite.
test: setup-tests
	swift test $(SWIFT_BUILD_FLAGS)

## Check that every target imports exactly what it declares and that FSMPipeline does not reach
## libgraphviz (Docs/Architecture.md). Needs Python 3, which setup-tests installs with pip.
check-imports: setup-tests
	python3 .ci/check-imports

## Regenerate Output/ (SVG diagrams and Markdown tables) from Specs/.
render: build
	rm -f Output/*.svg Output/*.md
	$(FSMCHECK) render Specs/ --svg -o Output
	$(FSMCHECK) table Specs/ -o Output

## Print load, check, parse and render figures (release build).
benchmark: setup
	swift build -c release --product fsmcheck-benchmark
	.build/release/fsmcheck-benchmark all

## Install a release fsmcheck in $(PREFIX)/bin with the Swift runtime linked in, for machines
## without Swift: they need only libgraphviz's runtime and a font (Docs/CI.md).
install: setup
	swift build -c release --static-swift-stdlib --product fsmcheck
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -s -m 755 .build/release/fsmcheck "$(DESTDIR)$(PREFIX)/bin/fsmcheck"

build: setup
	swift build $(SWIFT_BUILD_FLAGS) --product fsmcheck

## Install the C libraries fsmcheck links (libgraphviz) and a font to measure text with.
setup:
	@bash .ci/setup

## Also install the programs the tests prove fsmcheck's outputs with (Chromium, PlantUML, xmllint, …).
setup-tests:
	@bash .ci/setup tests
