import Testing
@testable import JournalKit

/// JSON output escapes everything a journal may hold and keeps keys in order (Swift Testing).
struct JSONValueTests {
    @Test(arguments: [
        ("plain", "\"plain\""),
        ("quote \" and \\ backslash", "\"quote \\\" and \\\\ backslash\""),
        ("line\nbreak\ttab", "\"line\\nbreak\\ttab\""),
        ("bell \u{07}", "\"bell \\u0007\""),
        ("esc \u{1B}]0;t\u{07} del \u{7F} csi \u{9B}2J", "\"esc \\u001b]0;t\\u0007 del \\u007f csi \\u009b2J\""),
        ("no break\u{A0}space ©", "\"no break\u{A0}space ©\""),
        ("café ☕️", "\"café ☕️\""),
    ])
    func stringsAreEscaped(_ input: String, _ expected: String) {
        #expect(JSONValue.string(input).serialized() == expected)
    }

    @Test func numbersAreRawAndKeysKeepTheirOrder() {
        let v = JSONValue.object([("b", .number(126)), ("a", .number(35.3553)), ("c", .number(nil)), ("d", .number(.infinity))])
        #expect(v.serialized(pretty: false) == #"{"b":126,"a":35.3553,"c":null,"d":null}"#)
    }

    @Test func nestedArraysArePrettyPrinted() {
        let v = JSONValue.array([.object([("x", .array([.number(1), .number(2)]))])])
        #expect(v.serialized() == "[\n  {\n    \"x\": [1, 2]\n  }\n]")
    }
}
