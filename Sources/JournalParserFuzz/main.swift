import JournalKit

/// libFuzzer entry point for the byte-level parser alone (`Scripts/fuzz --parser`): both of
/// its passes over arbitrary bytes, without resolving names or summing up days. About a thousand
/// times faster than the whole-pipeline target (Sources/JournalFuzz), so it reaches deep into
/// the line loop's corners in seconds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    _ = JournalParser.syntaxProblems(in: Array(UnsafeBufferPointer(start: data, count: size)), path: "fuzz.md")
    return 0
}
