/** What Word and Google Docs put on the clipboard as HTML, cut down to what matters. */

/** Word's clipboard HTML for a heading, a paragraph with a coloured bold word, and two lists. */
export const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{font-family:Calibri}</style></head><body>
<!--StartFragment-->
<h1 style="mso-style-name:'Heading 1'"><span style="font-family:'Calibri Light';color:#2F5496">Plant opens in Bole Lemi<o:p></o:p></span></h1>
<p class="MsoNormal"><span style="font-size:11pt;font-family:Calibri">The plant makes <b><span style="color:red;mso-bidi-font-weight:normal">electric vans</span></b> and <i>three-wheelers</i>.<o:p></o:p></span></p>
<p class="MsoListParagraphCxSpFirst" style="text-indent:-18pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol;mso-list:Ignore">·<span style="font:7pt 'Times New Roman'">&nbsp;&nbsp;&nbsp;</span></span><![endif]>Vans<o:p></o:p></p>
<p class="MsoListParagraphCxSpMiddle" style="mso-list:l0 level2 lfo1"><![if !supportLists]><span style="font-family:'Courier New';mso-list:Ignore">o<span>&nbsp;</span></span><![endif]>Cargo<o:p></o:p></p>
<p class="MsoListParagraphCxSpLast" style="mso-list:l0 level1 lfo1"><![if !supportLists]><span style="mso-list:Ignore">·<span>&nbsp;</span></span><![endif]>Three-wheelers<o:p></o:p></p>
<p class="MsoNormal"><span lang="EN-US" style="mso-ansi-language:EN-US"><o:p>&nbsp;</o:p></span></p>
<p class="MsoListParagraph" style="mso-list:l1 level1 lfo2"><![if !supportLists]><span style="mso-list:Ignore">1.<span>&nbsp;</span></span><![endif]>First step<o:p></o:p></p>
<p class="MsoListParagraph" style="mso-list:l1 level1 lfo2"><![if !supportLists]><span style="mso-list:Ignore">2.<span>&nbsp;</span></span><![endif]>Second step<o:p></o:p></p>
<!--EndFragment-->
</body></html>`;

/** Google Docs' clipboard HTML: a normal-weight <b> around everything, styled spans. */
export const GOOGLE_DOCS_HTML = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><h2 dir="ltr"><span style="font-size:16pt;font-family:Arial;color:#000000;font-weight:400">Copper exports</span></h2><p dir="ltr"><span style="font-family:Arial;font-weight:400">Up by </span><span style="font-family:Arial;font-weight:700">6.5%</span><span style="font-family:Arial;font-style:italic;font-weight:400"> this quarter</span><span style="font-family:Arial">, see </span><a href="https://example.com/report" style="text-decoration:none"><span style="color:#1155cc;text-decoration:underline">the report</span></a>.</p><ul><li dir="ltr"><p dir="ltr"><span>Djibouti</span></p></li><li dir="ltr"><p dir="ltr"><span>Mombasa</span></p></li></ul></b>`;
