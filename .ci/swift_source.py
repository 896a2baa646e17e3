"""Swift source text as the .ci scripts read it (check-imports, check-sizes): the code alone, with
comments and the contents of string literals blanked, so that an `import` or a brace quoted in a
rule's example or a doc comment is not taken for the file's own. Line breaks are kept, so line
numbers stay true. Enough for swift-format's layout; not a Swift parser.
"""
import re


def code_only(text):
    """The text with comments and the contents of string literals blanked (line breaks kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text[i] == '"' or (text[i] == "#" and re.match(r"#+\"", text[i:])):
            hashes = len(re.match(r"#*", text[i:]).group())
            j = i + hashes
            multiline = text.startswith('"""', j)
            quote = '"""' if multiline else '"'
            close = quote + "#" * hashes
            j += len(quote)
            while j < n and not text.startswith(close, j):
                if text[j] == "\\" and hashes == 0:
                    if text.startswith("\\(", j):
                        # Interpolation: skip to the balancing parenthesis.
                        depth, j = 1, j + 2
                        while j < n and depth:
                            depth += {"(": 1, ")": -1}.get(text[j], 0)
                            j += 1
                        continue
                    j += 2
                    continue
                if text[j] == "\n" and not multiline:
                    break
                j += 1
            j = min(n, j + len(close))
            out.append(text[i] + re.sub(r"[^\n]", " ", text[i + 1:j]))
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)
