// `import Almanac` gives the whole library: the four modules below, re-exported.
// An app that needs only dates, lunar calendars, terms, festivals, holidays and day facts can
// depend on the product `AlmanacCore` instead (the manual, "Architecture").

@_exported import AlmanacCore
@_exported import AlmanacFormats
@_exported import AlmanacGrid
@_exported import AlmanacLocale
