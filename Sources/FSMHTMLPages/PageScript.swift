/// The pages' script, written for them and nothing else (no library): the theme switch, pan and
/// zoom on every diagram, the report's filters, and the links between findings, states, the
/// diagram and the transition table.
///
/// It only reads what the page carries (`data-` attributes, ids the diagram builder gave the SVG
/// elements, a JSON map of state names) and only toggles classes and `hidden`, so the page reads
/// the same without it, and printing shows everything.
enum PageScript {
    static let javaScript = #"""
        (function () {
          "use strict";
          const root = document.documentElement;
          const words = (text) => (text || "").split(" ").filter((word) => word.length > 0);

          // Theme: the system's choice until the button picks one.
          const themeButton = document.querySelector(".theme-toggle");
          const prefersDark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
          function effectiveTheme() {
            const chosen = root.getAttribute("data-theme");
            if (chosen === "dark" || chosen === "light") return chosen;
            return prefersDark && prefersDark.matches ? "dark" : "light";
          }
          function showTheme() {
            if (themeButton) themeButton.setAttribute("aria-pressed", String(effectiveTheme() === "dark"));
          }
          if (themeButton) {
            themeButton.addEventListener("click", () => {
              root.setAttribute("data-theme", effectiveTheme() === "dark" ? "light" : "dark");
              showTheme();
            });
          }
          if (prefersDark && prefersDark.addEventListener) prefersDark.addEventListener("change", showTheme);
          showTheme();

          // Pan and zoom: the SVG's viewBox is the view.
          const resets = [];
          function setUpDiagram(frame) {
            const viewport = frame.querySelector(".viewport");
            const svg = frame.querySelector("svg");
            if (!viewport || !svg) return;
            const initial = (svg.getAttribute("viewBox") || "").trim().split(/[\s,]+/).map(Number);
            if (initial.length !== 4 || initial.some((value) => !isFinite(value)) || initial[2] <= 0 || initial[3] <= 0) return;
            const initialText = svg.getAttribute("viewBox");
            let view = initial.slice();
            const apply = () => svg.setAttribute("viewBox", view.map((value) => Math.round(value * 100) / 100).join(" "));
            const reset = () => { view = initial.slice(); svg.setAttribute("viewBox", initialText); };
            resets.push(reset);
            function zoom(factor, x, y) {
              const width = view[2] * factor;
              if (width < initial[2] / 50 || width > initial[2] * 10) return;
              const cx = x === undefined ? view[0] + view[2] / 2 : x;
              const cy = y === undefined ? view[1] + view[3] / 2 : y;
              view = [cx - (cx - view[0]) * factor, cy - (cy - view[1]) * factor, width, view[3] * factor];
              apply();
            }
            function unitsPerPixel() {
              const box = viewport.getBoundingClientRect();
              return Math.max(view[2] / Math.max(box.width, 1), view[3] / Math.max(box.height, 1));
            }
            function pan(dx, dy) { view[0] += dx; view[1] += dy; apply(); }
            viewport.addEventListener("wheel", (event) => {
              event.preventDefault();
              const matrix = svg.getScreenCTM();
              const point = matrix ? new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse()) : null;
              zoom(Math.exp(Math.max(-100, Math.min(100, event.deltaY)) * 0.003), point ? point.x : undefined, point ? point.y : undefined);
            }, { passive: false });
            let drag = null;
            let dragged = false;
            viewport.addEventListener("pointerdown", (event) => {
              if (event.button !== 0) return;
              drag = { x: event.clientX, y: event.clientY, moved: false, pointer: event.pointerId };
            });
            viewport.addEventListener("pointermove", (event) => {
              if (!drag || event.pointerId !== drag.pointer) return;
              const dx = event.clientX - drag.x;
              const dy = event.clientY - drag.y;
              if (!drag.moved) {
                if (Math.abs(dx) + Math.abs(dy) < 5) return;
                drag.moved = true;
                // Keeps the drag going when the pointer leaves the viewport; a pointer that cannot
                // be captured (already released) still drags while it is over it.
                try { viewport.setPointerCapture(event.pointerId); } catch (error) { /* nothing to capture */ }
                viewport.classList.add("dragging");
              }
              const scale = unitsPerPixel();
              pan(-dx * scale, -dy * scale);
              drag.x = event.clientX;
              drag.y = event.clientY;
            });
            const endDrag = () => {
              if (drag && drag.moved) dragged = true;
              drag = null;
              viewport.classList.remove("dragging");
            };
            viewport.addEventListener("pointerup", endDrag);
            viewport.addEventListener("pointercancel", endDrag);
            // The click that ends a drag is not a click on what lies under the pointer.
            viewport.addEventListener("click", (event) => {
              if (!dragged) return;
              dragged = false;
              event.stopPropagation();
              event.preventDefault();
            }, true);
            viewport.addEventListener("keydown", (event) => {
              const step = unitsPerPixel() * 40;
              switch (event.key) {
                case "+": case "=": zoom(0.8); break;
                case "-": case "_": zoom(1.25); break;
                case "0": reset(); break;
                case "ArrowLeft": pan(-step, 0); break;
                case "ArrowRight": pan(step, 0); break;
                case "ArrowUp": pan(0, -step); break;
                case "ArrowDown": pan(0, step); break;
                default: return;
              }
              event.preventDefault();
            });
            frame.querySelectorAll("[data-zoom]").forEach((button) => {
              button.addEventListener("click", () => {
                const action = button.getAttribute("data-zoom");
                if (action === "in") zoom(0.8);
                else if (action === "out") zoom(1.25);
                else reset();
              });
            });
          }
          document.querySelectorAll(".diagram").forEach(setUpDiagram);
          window.addEventListener("beforeprint", () => resets.forEach((reset) => reset()));

          // A machine: selecting a finding or a state highlights it on the diagram and the table.
          const clears = [];
          function setUpMachine(section) {
            const svg = section.querySelector(".diagram-svg");
            const panel = section.querySelector(".state-panel");
            const rows = Array.from(section.querySelectorAll("table.transitions > tbody > tr"));
            const namesElement = section.querySelector("script.state-names");
            const names = namesElement ? JSON.parse(namesElement.textContent) : {};
            function clear() {
              section.querySelectorAll(".hl").forEach((element) => element.classList.remove("hl", "on-path"));
              if (svg) svg.classList.remove("has-highlight");
              section.querySelectorAll(".finding.selected").forEach((finding) => {
                finding.classList.remove("selected");
                const head = finding.querySelector(".finding-head");
                if (head) head.setAttribute("aria-expanded", "false");
                const involved = finding.querySelector(".involved");
                if (involved) involved.hidden = true;
              });
              if (panel) panel.hidden = true;
            }
            clears.push(clear);
            function highlight(states, transitions) {
              const wanted = new Set(transitions);
              if (svg) {
                let count = 0;
                for (const id of states) {
                  const element = document.getElementById(id);
                  if (element && svg.contains(element)) { element.classList.add("hl"); count++; }
                }
                for (const name of wanted) {
                  svg.querySelectorAll("g." + name).forEach((element) => { element.classList.add("hl"); count++; });
                }
                svg.classList.toggle("has-highlight", count > 0);
              }
              for (const row of rows) if (wanted.has(row.getAttribute("data-transition"))) row.classList.add("hl");
            }
            // A finding's path: its states and transitions light up in the path's colour, except
            // those the finding is about, which keep the finding's.
            function highlightPath(states, transitions) {
              const mark = (element) => { if (!element.classList.contains("hl")) element.classList.add("hl", "on-path"); };
              const wanted = new Set(transitions);
              if (svg) {
                for (const id of states) {
                  const element = document.getElementById(id);
                  if (element && svg.contains(element)) mark(element);
                }
                for (const name of wanted) svg.querySelectorAll("g." + name).forEach(mark);
                if (states.length + wanted.size > 0) svg.classList.add("has-highlight");
              }
              for (const row of rows) if (wanted.has(row.getAttribute("data-transition"))) mark(row);
            }
            section.querySelectorAll(".finding").forEach((finding) => {
              const head = finding.querySelector(".finding-head");
              if (!head) return;
              head.addEventListener("click", () => {
                const wasSelected = finding.classList.contains("selected");
                clear();
                if (wasSelected) return;
                finding.classList.add("selected");
                head.setAttribute("aria-expanded", "true");
                const involved = finding.querySelector(".involved");
                if (involved) involved.hidden = false;
                highlight(words(finding.getAttribute("data-states")), words(finding.getAttribute("data-transitions")));
                highlightPath(words(finding.getAttribute("data-path-states")), words(finding.getAttribute("data-path")));
              });
            });
            function fill(body, list) {
              if (!body) return;
              body.replaceChildren(...list.map((row) => row.cloneNode(true)));
            }
            function showState(id, focusPanel) {
              clear();
              const out = rows.filter((row) => row.getAttribute("data-from") === id);
              const into = rows.filter((row) => row.getAttribute("data-to") === id);
              if (panel) {
                panel.querySelector(".state-name").textContent = names[id] || id;
                fill(panel.querySelector(".out tbody"), out);
                fill(panel.querySelector(".in tbody"), into);
                panel.querySelector(".out-count").textContent = String(out.length);
                panel.querySelector(".in-count").textContent = String(into.length);
                panel.hidden = false;
                if (focusPanel) panel.focus();
              }
              highlight([id], out.concat(into).map((row) => row.getAttribute("data-transition")));
            }
            if (svg) {
              svg.querySelectorAll("g.node[id], g.cluster[id]").forEach((node) => {
                const id = node.getAttribute("id");
                if (!Object.prototype.hasOwnProperty.call(names, id)) return;
                node.setAttribute("tabindex", "0");
                node.setAttribute("role", "button");
                node.setAttribute("aria-label", "State " + names[id] + ": show its transitions");
                node.addEventListener("click", (event) => { event.stopPropagation(); showState(id, false); });
                node.addEventListener("keydown", (event) => {
                  if (event.key !== "Enter" && event.key !== " ") return;
                  event.preventDefault();
                  showState(id, false);
                });
              });
            }
            section.addEventListener("click", (event) => {
              const button = event.target.closest ? event.target.closest("button.state-link") : null;
              if (button && section.contains(button)) showState(button.getAttribute("data-state"), true);
            });
            if (panel) {
              const close = panel.querySelector(".close-panel");
              if (close) close.addEventListener("click", clear);
            }
            const collapse = section.querySelector(".collapse-toggle");
            if (collapse) {
              collapse.addEventListener("click", () => {
                const collapsed = section.classList.toggle("collapsed");
                collapse.setAttribute("aria-expanded", String(!collapsed));
                collapse.textContent = collapsed ? "Show" : "Hide";
              });
            }
          }
          document.querySelectorAll(".machine").forEach(setUpMachine);
          document.addEventListener("keydown", (event) => {
            if (event.key === "Escape") clears.forEach((clear) => clear());
          });

          // The index's filters: by severity and rule. Machines without a finding are shown when
          // their box is ticked and no rule is chosen.
          const filters = document.querySelector(".filters");
          function applyFilters() {
            if (!filters) return;
            const severities = new Set(Array.from(filters.querySelectorAll("input[data-severity]"))
              .filter((box) => box.checked).map((box) => box.getAttribute("data-severity")));
            const ruleSelect = filters.querySelector("select.rule-filter");
            const rule = ruleSelect ? ruleSelect.value : "";
            const cleanBox = filters.querySelector("input.clean-filter");
            const showClean = cleanBox ? cleanBox.checked : true;
            const sections = Array.from(document.querySelectorAll(".machine, .unattributed"));
            let shown = 0;
            for (const section of sections) {
              const findings = Array.from(section.querySelectorAll(".finding"));
              let visible = 0;
              for (const finding of findings) {
                const match = severities.has(finding.getAttribute("data-severity")) && (rule === "" || finding.getAttribute("data-rule") === rule);
                finding.classList.toggle("filtered-out", !match);
                if (match) visible++;
              }
              const show = visible > 0 || (findings.length === 0 && showClean && rule === "");
              section.classList.toggle("filtered-out", !show);
              const row = document.querySelector("tr[data-section=\"" + section.id + "\"]");
              if (row) row.classList.toggle("filtered-out", !show);
              if (show && section.classList.contains("machine")) shown++;
            }
            const status = filters.querySelector(".filter-status");
            if (status) status.textContent = shown + " of " + document.querySelectorAll(".machine").length + " machines shown";
          }
          if (filters) {
            filters.addEventListener("change", applyFilters);
            applyFilters();
          }
        })();

        """#
}
