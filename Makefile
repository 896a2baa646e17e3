# The two commands of the README, and the chores around them.
# Every target installs what it needs first, so a fresh Debian 12 machine with Swift is enough.

SWIFT_BUILD_FLAGS ?=
FSMCHECK = .build/debug/fsmcheck
PREFIX ?= /usr/local

.PHONY: lint test check-imports check-sizes format check-format render benchmark setup setup-tests build release install artifactbundle fuzz sanitize sanitize-address sanitize-thread

## Lint the bundled example machines (exits 1: Specs/broken.fsm is broken on purpose).
lint: build
	$(FSMCHECK) lint Specs/

## Run the whole test suite. Without the build-tool plugin's second, host copy of fsmcheck and
## swift-syntax, which no test uses (Package.swift; .ci/plugin-end-to-end tests the plugin).
test: setup-tests
	FSMCHECK_WITHOUT_BUILD_PLUGIN=1 swift test $(SWIFT_BUILD_FLAGS)

## Check the layers and the imports (Docs/Architecture.md): every target imports exactly what it
## declares, libraries use only the layers below their own, only tests use FSMTestSupport, FSMPipeline
## and fsmcheck do not reach libgraphviz. First the script's own test, which breaks copies of the
## package in each of those ways. Needs only Swift and Python 3 (the manifest is read, nothing fetched).
check-imports:
	python3 .ci/test-check-imports
	python3 .ci/check-imports

## Check that no Swift file in Sources/ is over 400 lines and no function over 60 (the team's
## standards: a longer one holds more than one concern). Needs only Python 3.
check-sizes:
	python3 .ci/check-sizes

## The Swift files swift-format keeps (.swift-format): the code, not the fixtures, golden files and
## examples, whose text and positions tests compare.
FORMATTED = $(shell git ls-files '*.swift' ':!:Specs' ':!:Fuzz/Reproducers' ':!:Tests/RealProjectTests/Projects' \
	':!:Tests/*/Golden/*' ':!:Tests/GeneratedTestsPackage' ':!:Tests/GeneratedSwiftFSMPackage' ':!:Tests/GeneratedHandWrittenPackage' ':!:Tests/Fixtures')

## Format the code in place with the swift-format bundled with the toolchain.
format:
	swift format format --in-place --parallel $(FORMATTED)

## Fail on code that `make format` would change (CI runs it).
check-format:
	swift format lint --strict --parallel $(FORMATTED)

## Regenerate Output/ (SVG diagrams and Markdown tables) from Specs/.
render: build
	rm -f Output/*.svg Output/*.md
	$(FSMCHECK) render Specs/ --svg -o Output
	$(FSMCHECK) table Specs/ -o Output

## Print load, check, parse and render figures (release build; the benchmark draws through fsmcheck's
## own render worker, built beside it).
benchmark: setup
	swift build -c release --product fsmcheck-render-worker
	swift build -c release --product fsmcheck-benchmark
	.build/release/fsmcheck-benchmark all

## Fuzz every reader, the checker, the exporters and the render worker's input for FUZZ_SECONDS each
## (libFuzzer + AddressSanitizer, in .build-fuzz; see Docs/Reliability.md). `Fuzz/fuzz spec` runs one.
FUZZ_SECONDS ?= 60
fuzz: setup
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/fuzz

## Run the test suite under AddressSanitizer, then every test but those that start fsmcheck or
## its render worker as processes (fsmcheckTests, and the worker pool, limit and lifetime tests of
## FSMRenderWorkersTests) under ThreadSanitizer, each in its own build folder (.build-asan, .build-tsan),
## so the normal build is left alone. Neither runs ExportConsumerTests, which hand fsmcheck's outputs
## to Chromium, PlantUML, xmllint and SPIN: their time is the consumers', which no sanitizer
## watches, and the exporters' own tests run under both. SANITIZED_TESTS=REGEX runs only the matching tests under both.
## The fsmcheck the tests run is built with the same sanitizer, and a report in it exits 86, which
## fails its test. Under ThreadSanitizer about one fsmcheck process in a hundred dies at exit inside
## the sanitizer's runtime ("nested bug", a thread it has already let go of), so the tests that start
## processes, hundreds of them, run under AddressSanitizer only (Docs/Reliability.md). Leak checking is off:
## Graphviz 2.42 leaks by design.
SANITIZED_TESTS ?=
ADDRESS_SANITIZER_FILTER = $(if $(SANITIZED_TESTS),--filter '$(SANITIZED_TESTS)',--skip '^ExportConsumerTests\.')
THREAD_SANITIZER_FILTER = $(if $(SANITIZED_TESTS),--filter '$(SANITIZED_TESTS)',--skip '^(ExportConsumerTests\.|fsmcheckTests\.|FSMRenderWorkersTests\.(RenderWorkerPoolTests|RenderLimitTests|WorkerLifetimeTests))')
## `sanitize-address` and `sanitize-thread` run one each, in folders of their own (CI runs the two at once,
## without debug information, SANITIZER_BUILD_FLAGS="-debug-info-format none": a report then names
## functions but not lines, and CI's time is CPU-bound).
SANITIZER_BUILD_FLAGS ?=
sanitize: sanitize-address sanitize-thread

sanitize-address: setup-tests
	FSMCHECK_WITHOUT_BUILD_PLUGIN=1 ASAN_OPTIONS=detect_leaks=0:exitcode=86 \
		swift test --sanitize=address --scratch-path .build-asan $(SANITIZER_BUILD_FLAGS) $(ADDRESS_SANITIZER_FILTER)

sanitize-thread: setup-tests
	FSMCHECK_WITHOUT_BUILD_PLUGIN=1 TSAN_OPTIONS=halt_on_error=1:exitcode=86 \
		swift test --sanitize=thread --scratch-path .build-tsan $(SANITIZER_BUILD_FLAGS) $(THREAD_SANITIZER_FILTER)

## The release fsmcheck and its render worker with the Swift runtime linked in, in
## $(RELEASE_SCRATCH)/release: what install and artifactbundle ship (built by product: the build
## plugin's second copy of fsmcheck is not built). SwiftPM rebuilds everything when the environment
## differs from the last build's, so the build gets the same few variables wherever it is started
## from (CI starts it in a folder of its own, beside the tests).
RELEASE_SCRATCH ?= .build
RELEASE_BUILD = env -i PATH="$$PATH" HOME="$$HOME" swift build -c release --static-swift-stdlib --scratch-path $(RELEASE_SCRATCH)
release: setup
	$(RELEASE_BUILD) --product fsmcheck
	$(RELEASE_BUILD) --product fsmcheck-render-worker

## Install a release fsmcheck and its render worker side by side in $(PREFIX)/bin with the Swift
## runtime linked in, for machines without Swift: fsmcheck needs nothing more; the worker, which
## draws, needs libgraphviz's runtime and a font (Docs/CI.md).
install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -s -m 755 $(RELEASE_SCRATCH)/release/fsmcheck "$(DESTDIR)$(PREFIX)/bin/fsmcheck"
	install -s -m 755 $(RELEASE_SCRATCH)/release/fsmcheck-render-worker "$(DESTDIR)$(PREFIX)/bin/fsmcheck-render-worker"

build: setup
	swift build $(SWIFT_BUILD_FLAGS) --product fsmcheck
	swift build $(SWIFT_BUILD_FLAGS) --product fsmcheck-render-worker

## Install the C libraries fsmcheck links (libgraphviz) and a font to measure text with.
setup:
	@bash .ci/setup

## Also install the programs the tests prove fsmcheck's outputs with (Chromium, PlantUML, xmllint, …).
setup-tests:
	@bash .ci/setup tests

## A SwiftPM artifact bundle of the release fsmcheck and its render worker for x86_64 Linux, zipped,
## with its checksum, in .build/artifactbundle/: what the binary build-tool plugin takes, so that its
## users do not compile fsmcheck and swift-syntax (Docs/CI.md). No macOS variant: it cannot be
## built on Linux.
ARTIFACT_VERSION ?= $(shell sed -n 's/.*version: "\([^"]*\)".*/\1/p' Sources/fsmcheck/FSMCheckCommand.swift | head -n 1)
artifactbundle: release
	bash .ci/artifactbundle "$(ARTIFACT_VERSION)" "$(CURDIR)/.build/artifactbundle" "$(RELEASE_SCRATCH)/release"
