/// Almanac's version: what `almanac --version` prints, the OpenAPI document and the MCP server
/// state, and the packages are named with (tools/package reads the line below).
public enum AlmanacVersion {
  /// The version.
  public static let current = "0.1.0"
}
