extension SolarTerm {
  /// The term's name in a JSON writer's language: `清明`, `清明` (traditional), `Pure Brightness`.
  public func name(in names: NameLanguage) -> String {
    names.script.map { name($0) } ?? englishName
  }
}

