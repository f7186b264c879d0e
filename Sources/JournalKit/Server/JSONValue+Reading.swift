import Foundation

/// Reading JSON text into a ``JSONValue`` (with Foundation's decoder, which tells `true` from
/// `1`), and looking into it: what the language server needs of the messages it gets.
extension JSONValue: Decodable {
    /// The value of JSON text, or nil when it is not JSON.
    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    public init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let b = try? single.decode(Bool.self) {
            self = .bool(b)
        } else if let n = try? single.decode(Double.self) {
            self = .number(n)
        } else if let s = try? single.decode(String.self) {
            self = .string(s)
        } else if let a = try? single.decode([JSONValue].self) {
            self = .array(a)
        } else {
            let object = try decoder.container(keyedBy: AnyKey.self)
            self = .object(try object.allKeys.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The value of `key` in an object (nil in anything else, or when the key is not there).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.0 == key }?.1
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// A whole number (nil for a fraction, or anything else).
    public var int: Int? {
        if case .number(let n) = self, n == n.rounded(), abs(n) < 1e15 { return Int(n) }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// An object of `fields`, leaving out those whose value is nil.
    static func fields(_ fields: [(String, JSONValue?)]) -> JSONValue {
        .object(fields.compactMap { key, value in value.map { (key, $0) } })
    }
}
