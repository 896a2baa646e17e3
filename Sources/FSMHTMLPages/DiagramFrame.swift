import FSMDiagnostics
import Foundation

/// A diagram on a page: the SVG Graphviz drew, inline, in a viewport that the page's script pans
/// and zooms (by changing the SVG's `viewBox`), with buttons for people without a wheel.
enum DiagramFrame {
    /// How tall a viewport grows before the diagram is scaled down to fit, in CSS pixels; the
    /// rest is a zoom away.
    static let maximumHeight = 640.0

    /// - Parameters:
    ///   - svg: Graphviz's SVG document, or nil when there is no picture (`problem` says why).
    ///   - label: what the picture shows, for assistive technology.
    static func html(svg: String?, label: String, problem: String?) -> String {
        guard let svg, let embedded = embeddable(svg) else {
            return "<p class=\"no-diagram\">" + XMLEscaping.text(problem ?? "No diagram could be drawn.") + "</p>"
        }
        // Points to CSS pixels; the natural width is what printing keeps (a small machine is not blown up to the page).
        let height = min(maximumHeight, max(120, (embedded.height * 4 / 3).rounded()))
        let width = (embedded.width * 4 / 3).rounded()
        return """
            <div class="diagram">
            <div class="zoom-controls control" role="toolbar" aria-label="Diagram view">\
            <button type="button" data-zoom="in" aria-label="Zoom in" title="Zoom in (+)">+</button>\
            <button type="button" data-zoom="out" aria-label="Zoom out" title="Zoom out (−)">−</button>\
            <button type="button" data-zoom="reset" title="Show the whole diagram (0)">Reset view</button></div>
            <div class="viewport" tabindex="0" role="group" style="height: \(Int(height))px; --natural-width: \(Int(width))px" aria-label="\(XMLEscaping.text(label)): \
            drag or use the arrow keys to pan, the wheel or + and − to zoom, 0 to reset">
            \(embedded.markup)
            </div>
            </div>
            """
    }

    /// The `<svg>` element without the XML prolog and without its fixed size (the viewport sets
    /// it), and the picture's size in points from its `viewBox`; nil when the text is not SVG.
    static func embeddable(_ svg: String) -> (markup: String, width: Double, height: Double)? {
        guard let start = svg.range(of: "<svg"), let tagEnd = svg[start.lowerBound...].firstIndex(of: ">") else { return nil }
        var tag = String(svg[start.lowerBound..<tagEnd])
        for attribute in ["width", "height"] {
            tag = removingAttribute(attribute, from: tag)
        }
        let viewBox = attributeValue("viewBox", in: tag)?.split(separator: " ").compactMap { Double($0) } ?? []
        let (width, height) = viewBox.count == 4 ? (viewBox[2], viewBox[3]) : (400, 300)
        tag += " class=\"diagram-svg\" preserveAspectRatio=\"xMidYMid meet\" focusable=\"false\""
        let rest = svg[tagEnd...].trimmingSuffix { $0.isWhitespace }
        return (tag + rest, width, height)
    }

    private static func attributeValue(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        guard let end = tag[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(tag[start.upperBound..<end])
    }

    private static func removingAttribute(_ name: String, from tag: String) -> String {
        guard let start = tag.range(of: " \(name)=\""), let end = tag[start.upperBound...].firstIndex(of: "\"") else { return tag }
        return String(tag[..<start.lowerBound]) + String(tag[tag.index(after: end)...])
    }
}

extension Substring {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let last = result.last, predicate(last) { result = result.dropLast() }
        return result
    }
}
