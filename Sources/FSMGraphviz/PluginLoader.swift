import CGraphviz
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
    /// from Swift), plus `graphviz`.
    private static func pluginDirectory() -> String? {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
        for line in maps.split(separator: "\n") {
            guard let pathStart = line.firstIndex(of: "/"), line.contains("/libgvc.so") else { continue }
            let library = line[pathStart...]
            guard let slash = library.lastIndex(of: "/") else { continue }
            return library[..<slash] + "/graphviz"
        }
        return nil
    }
}
