import FSMModel

extension PropertyText.Problem {
    /// The problem's hint, led by "did you mean …?" when an unknown pattern word is a near miss
    /// of a real one (`respone:`): the model's parser knows the words, this layer the suggestions.
    public var hintWithSuggestion: String? {
        guard let word = unknownPattern, let suggestion = NameSuggestion.hint(for: word, in: Property.Pattern.keywords) else { return hint }
        return [suggestion, hint].compactMap(\.self).joined(separator: "; ")
    }
}
