"""
Draws a short Devanagari text as one SVG path, for words an English page shows
without loading a Devanagari font (app/brand/hindi-word.svg, drawn by
app/components/layout/hindi-word.tsx).
Shaping (matra order, conjuncts) by HarfBuzz's hb-shape; outlines by fontTools.
Needs Debian's libharfbuzz-bin and python3-fonttools (and python3-brotli to read
woff2 files: convert one first with fontTools, TTFont(path).flavor = None).

    /usr/bin/python3 scripts/devanagari-outline.py FONT.ttf "हिन्दी"

prints {"width", "height", "d"} in font units (the viewBox is 0 0 width height;
the file holds it as <symbol id="hindi-word" viewBox="0 0 width height"><path d=…/></symbol>, which the component's <use> names).
"""
import json, subprocess, sys
from fontTools.ttLib import TTFont
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
font_path, text = sys.argv[1], sys.argv[2]
font = TTFont(font_path)
glyphs = font.getGlyphSet(); order = font.getGlyphOrder()
shaped = json.loads(subprocess.check_output(["hb-shape","--output-format=json","--no-glyph-names",font_path,text]))
pen = SVGPathPen(glyphs, ntos=lambda v: str(round(v)))
x = 0
upem = font["head"].unitsPerEm
asc = font["hhea"].ascent; desc = font["hhea"].descent
for g in shaped:
    name = order[g["g"]]
    # flip y: font units up, SVG down; baseline at y=asc
    tp = TransformPen(pen, (1, 0, 0, -1, x + g.get("dx",0), asc - g.get("dy",0)))
    glyphs[name].draw(tp)
    x += g["ax"]
print(json.dumps({"width": x, "height": asc - desc, "d": pen.getCommands()}))
