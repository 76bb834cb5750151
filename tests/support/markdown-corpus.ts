/**
 * Markdown texts as staff wrote them before the rich-text editor: what the editor must open and
 * save again without changing how the page shows them (tests of the editor's Markdown).
 */
export const MARKDOWN_CORPUS: Record<string, string> = {
  "press release": `Addis Investment Group today opened its **electric-vehicle assembly plant** in the
Bole Lemi industrial park, the first of its kind in Ethiopia.

## A plant for the region

The plant will assemble *2,000 vehicles* a year at first, rising to **10,000** by 2030. It employs
340 people, [most of them trained locally](https://www.example.com/training).

### What it makes

- Light commercial vans
- Three-wheelers for last-mile delivery
- Charging stations, with:
  - AC wall boxes
  - DC fast chargers

> "This is a day for Ethiopian industry," said the chairman.

For press enquiries write to <press@aig.example> or call +251 11 555 0100.
`,
  "numbers and tables": `Our copper output by quarter:

| Quarter | Tonnes | Change |
| :--- | ---: | :---: |
| Q1 2026 | 1,240 | — |
| Q2 2026 | 1,310 | +5.6% |
| Q3 2026 | 1,395 | +6.5% |

1. Exploration licences were renewed.
2. The smelter passed its audit.
3. Exports began to Djibouti.

5. A list starting at five
6. goes on at six
`,
  "loose list and quotes": `- First point, with a paragraph.

- Second point.

  It has a second paragraph.

> A quote with **bold** and a [link](/news/plant-opens).
>
> And a second paragraph in it.

---

Closing words.
`,
  "inline details": `Coffee from *Guji*, *Sidama* and *Yirgacheffe*: washed and natural processes, ~~sold out~~ back in stock.
A line with a hard break\\
and the line after it. Code like \`npm ci\` and \`\`a \`tick\`\`\`.

Prices: 5 * 3 = 15, snake_case_name, C# and F#, 100% arabica & more; AT&amp;T; \\*not emphasis\\*.

1\\. Not a list. \\# Not a heading. \\- Not an item. \\> Not a quote.

Visit https://www.example.com/coffee or www.example.org for more.
`,
  "code and images": `\`\`\`js
const plant = "Bole Lemi";
console.log(\`\${plant} opens\`);
\`\`\`

![The assembly line at Bole Lemi](/uploads/0123456789abcdef0123456789abcdef-1920.jpg)

![A copper cathode](https://images.example.com/cathode.jpg "Copper cathodes ready for export")

Text after the images.
`,
  "headings of every level": `# A first-level heading becomes a second

## Second

### Third

#### Fourth

##### Fifth

###### Sixth
`,
  "raw html and script": `<p>Some <b>raw</b> HTML and <em>emphasis</em>.</p>

<script>alert(1)</script>

A paragraph with <span style="color:red">styled</span> text and <a href="javascript:alert(1)" onclick="alert(2)">a bad link</a>.
`,
  "links and titles": `[A link with a title](https://example.com/a "The title") and [a relative one](/sector/mining).
An email link: [write to us](mailto:info@aig.example). A [link with **bold** inside](https://example.com/b).
`,
  amharic: `## የኢትዮጵያ ኢንዱስትሪ

አዲስ ኢንቨስትመንት ግሩፕ **የኤሌክትሪክ ተሽከርካሪ** ፋብሪካውን ከፈተ።

- ቡና
- መዳብ
`,
};
