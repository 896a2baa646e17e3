import Foundation

/// The one JSON layout of every JSON fsmcheck writes (lint's JSON and SARIF reports, the machine
/// export, test plans, `path --format json`, baselines): pretty-printed with sorted keys and
/// unescaped slashes, so that outputs diff well under version control and read alike.
public enum JSONText {
    /// `value` as a JSON document ending in a line break. Every document fsmcheck writes holds only
    /// strings, numbers, booleans and nulls, which cannot fail to encode; should one fail, an empty
    /// object keeps the output valid JSON.
    public static func document(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
