import AlmanacCore

/// The style sheets of ``HTMLCalendar``'s pages, inlined into each page.
enum HTMLStyle {
  /// Colours, fonts and cells, shared by month and year pages.
  static let shared: StaticString = """
    :root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#8c959f;--line:#d0d7de;--head:#57606a;\
    --red:#cf222e;--rest-bg:#ffebe9;--blue:#0550ae;--work-bg:#ddf4ff;--green:#1a7f37;--purple:#8250df;\
    --today:#0969da;--today-fg:#fff;--range:#ddf4ff;--disabled:#afb8c1;--amber:#bf8700;--note-bg:#fff8c5}
    @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#6e7681;--line:#30363d;\
    --head:#8b949e;--red:#ff7b72;--rest-bg:#3c1618;--blue:#79c0ff;--work-bg:#0c2d6b;--green:#56d364;\
    --purple:#d2a8ff;--today:#1f6feb;--today-fg:#fff;--range:#0c2d6b;--disabled:#484f58;--amber:#d29922;\
    --note-bg:#2e2407}}
    *{box-sizing:border-box}
    html{-webkit-text-size-adjust:100%;print-color-adjust:exact;-webkit-print-color-adjust:exact}
    body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.3 "Noto Sans CJK SC","Noto Sans SC",\
    "PingFang SC","Microsoft YaHei",system-ui,sans-serif}
    :lang(zh-TW),:lang(zh-Hant),:lang(zh-HK),:lang(zh-Hant-TW),:lang(zh-Hant-HK){font-family:"Noto Sans CJK TC",\
    "Noto Sans TC","PingFang TC","Microsoft JhengHei",system-ui,sans-serif}
    :lang(ja){font-family:"Noto Sans CJK JP","Hiragino Sans",system-ui,sans-serif}
    .page{margin:0 auto;padding:1rem}
    header{display:flex;align-items:baseline;gap:.75em;flex-wrap:wrap;margin-bottom:.5rem}
    h1{font-size:1.6rem;margin:0}
    h2{font-size:1rem;margin:0 0 .25rem}
    .lunar-year{margin:0;color:var(--head)}
    table.grid{width:100%;table-layout:fixed;border-collapse:collapse}
    th{font-weight:600;color:var(--head);padding:.25em 0;text-align:center}
    th.weekend{color:var(--red)}
    td{border:1px solid var(--line);vertical-align:top;overflow-wrap:anywhere;word-break:normal;hyphens:auto}
    td.blank{background:transparent}
    .num{font-weight:600;font-variant-numeric:tabular-nums}
    .badge{display:inline-block;font-weight:700;border-radius:.25em;padding:0 .2em;line-height:1.25}
    .rest .badge,.badge.rest{color:var(--red);background:var(--rest-bg)}
    .work .badge,.badge.work{color:var(--blue);background:var(--work-bg)}
    .overlay .badge,.badge.overlay{color:#fff;background:var(--purple)}
    .overlay-off .num{color:var(--purple)}
    .provisional .badge,.badge.provisional{color:var(--red);background:none;box-shadow:inset 0 0 0 1px var(--red);\
    font-weight:600}
    .coverage-note{margin:0 0 .5rem;padding:.3em .6em;border-left:3px solid var(--amber);background:var(--note-bg);\
    font-size:.9rem}
    .sub{display:block;color:var(--head)}
    .weekend .num,.rest .num,.provisional .num{color:var(--red)}
    .work .num{color:var(--fg)}
    .festival .sub{color:var(--red)}
    .term .sub{color:var(--green)}
    .lunar-month .sub{color:var(--purple)}
    .huangli .sub{color:#9a6700}
    .today{box-shadow:inset 0 0 0 2px var(--today)}
    .today .num{background:var(--today);color:var(--today-fg);border-radius:.3em;padding:0 .2em}
    .other .num,.other .sub,.other .badge{color:var(--muted);background:none}
    .other{opacity:.75}
    .disabled .num,.disabled .sub{color:var(--disabled);text-decoration:line-through}
    .range-middle{background:var(--range)}
    .selected{background:var(--today);color:var(--today-fg)}
    .selected .num,.selected .sub{color:var(--today-fg)}
    .marks{color:#bf8700;margin-left:.1em}
    footer{margin-top:.6rem}
    .legend{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.3em 1.2em;font-size:.85rem;\
    color:var(--head)}
    .sample{display:inline-block;width:.9em;height:.9em;vertical-align:-.1em;border-radius:.2em;\
    border:1px solid var(--line)}
    .sample.today{background:var(--today)}
    .sample.weekend,.sample.festival{background:var(--red)}
    .sample.term{background:var(--green)}
    .sample.lunar-month{background:var(--purple)}
    .sample.huangli{background:#9a6700}
    .sample.other{background:var(--muted);opacity:.5}

    """

  /// A month page: large cells, A4 portrait when printed.
  static let month: StaticString = """
    .month-page{max-width:60rem}
    .month-page td{height:4.6em;padding:.3em .35em}
    .month-page .num{font-size:1.3em}
    .month-page .badge{font-size:.8em;margin-left:.25em;vertical-align:.15em}
    .month-page .sub{font-size:.85em;margin-top:.15em}
    @page{size:A4 portrait;margin:12mm}
    @media print{body{font-size:11pt}.page{padding:0;max-width:none}.month-page td{height:36mm}\
    h1{font-size:20pt}}

    """

  /// A year page: twelve small months, A4 landscape when printed.
  static let year: StaticString = """
    .year-page{max-width:84rem}
    .months{display:grid;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));gap:1rem 1.25rem}
    .year-page td{height:2.7em;padding:.1em .15em;font-size:.8rem}
    .year-page th{font-size:.75rem}
    .year-page .badge{font-size:.8em;margin-left:.1em}
    .year-page .sub{font-size:.8em;line-height:1.15;display:-webkit-box;-webkit-box-orient:vertical;\
    -webkit-line-clamp:3;line-clamp:3;overflow:hidden}
    @page{size:A4 landscape;margin:7mm}
    @media print{body{font-size:6.5pt}.page{padding:0;max-width:none}\
    .months{grid-template-columns:repeat(4,1fr);gap:2.5mm 4mm}\
    header{margin-bottom:1mm}h1{font-size:12pt}h2{font-size:7.5pt;margin-bottom:.3mm}\
    .year-page td{height:auto;font-size:6.5pt;padding:.2mm .4mm}.year-page th{font-size:6pt;padding:0}\
    .year-page .sub{font-size:5.5pt}footer{margin-top:1.5mm}.legend{font-size:6.5pt}    .year-page:not(:lang(zh)):not(:lang(ja)) .sub{font-size:5pt;letter-spacing:-.02em}}

    """
}
