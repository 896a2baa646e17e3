extension SourceFile {
    /// The file name without directories and extension: the machine's name when a format has no
    /// place for one (SMC without `FSM:`, SCXML without `name`).
    public var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
