import ArgumentParser
import FSMConfiguration
import FSMRenderWorkers

/// `--render-time-limit` and `--render-memory-limit`, shared by every command that draws; they
/// override `render:` in .fsmcheck.yml, which overrides the defaults (`RenderLimits.standard`).
struct RenderLimitOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Seconds a diagram may take to draw per 100 states (a smaller one has as long as 100 states), default \(Self.format(RenderLimits.standard.secondsPerHundredStates)); a diagram over it is a render-error.",
            valueName: "seconds"
        )
    )
    var renderTimeLimit: Double?

    @Option(
        help: ArgumentHelp(
            "Megabytes of memory a render worker may use, default \(RenderLimits.standard.memoryMegabytes); a diagram over it is a render-error.",
            valueName: "megabytes"
        )
    )
    var renderMemoryLimit: Int?

    func validate() throws {
        if let renderTimeLimit, !(renderTimeLimit.isFinite && renderTimeLimit > 0) {
            throw ValidationError("--render-time-limit must be a positive number of seconds")
        }
        if let renderMemoryLimit, renderMemoryLimit <= 0 {
            throw ValidationError("--render-memory-limit must be a positive number of megabytes")
        }
    }

    func limits(_ settings: RenderSettings) -> RenderLimits {
        RenderLimits(
            secondsPerHundredStates: renderTimeLimit ?? settings.secondsPerHundredStates ?? RenderLimits.standard.secondsPerHundredStates,
            memoryMegabytes: renderMemoryLimit ?? settings.memoryMegabytes ?? RenderLimits.standard.memoryMegabytes
        )
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
