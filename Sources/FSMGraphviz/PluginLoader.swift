internal import CGraphviz
import Foundation

/// Builds a Graphviz context from plugin libraries loaded by hand, for installs where the plugin
/// configuration file is missing (then `gvContext()` quietly has no layout engine).
///
/// The plugins live in a `graphviz` directory beside libgvc itself.
enum PluginLoader {
    /// dot layout and the core renderers (SVG, DOT) are needed; pango adds PNG and PDF. Pango must
    /// be in the first table: added later with `gvAddLibrary` it draws no text.
    private static let plugins = [("dot_layout", true), ("core", true), ("pango", false)]

    static func contextWithBundledPlugins() -> OpaquePointer? {
        guard let directory = pluginDirectory() else { return nil }
        var symbols: [lt_symlist_t] = []
        for (name, isRequired) in plugins {
            let symbolName = "gvplugin_\(name)_LTX_library"
            guard let library = dlopen("\(directory)/libgvplugin_\(name).so.6", RTLD_NOW),
                let address = dlsym(library, symbolName)
            else {
                if isRequired { return nil }
                continue
            }
            // The names must outlive the context, which lives as long as the process.
            symbols.append(lt_symlist_t(name: UnsafePointer(strdup(symbolName)), address: address))
        }
        symbols.append(lt_symlist_t(name: nil, address: nil))
        let table = UnsafeMutablePointer<lt_symlist_t>.allocate(capacity: symbols.count)
        table.initialize(from: symbols, count: symbols.count)
        return gvContextPlugins(table, 0)
    }

    /// The loaded libgvc's directory, read from the process's memory map (glibc hides `dladdr`
    /// from Swift), plus `graphviz`. Read line by line: `/proc` files report a size of zero, so
    /// whole-file readers that trust the size see nothing.
    private static func pluginDirectory() -> String? {
        guard let maps = fopen("/proc/self/maps", "r") else { return nil }
        defer { fclose(maps) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, maps) > 0, let line {
            let text = String(cString: line).trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.contains("/libgvc.so"), let pathStart = text.firstIndex(of: "/"),
                let slash = text.lastIndex(of: "/")
            else { continue }
            return text[pathStart..<slash] + "/graphviz"
        }
        return nil
    }
}
