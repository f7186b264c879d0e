import JournalKit

/// libFuzzer entry point: parse arbitrary bytes as a journal and build the model.
/// Built by Scripts/fuzz with `--sanitize=address --sanitize=fuzzer`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = JournalParser.parse(bytes, path: "fuzz.md", options: ParseOptions(strict: true))
    return 0
}
