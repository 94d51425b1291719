import Observation
import SwiftUI

@Observable
final class Library {
    var books: [Book] = [
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
        Book(title: "Kindred", author: "Octavia E. Butler"),
    ]
}

struct Book: Identifiable {
    let id = UUID()
    var title: String
    var author: String
    var isRead = false
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        List {
            ForEach($library.books) { $book in
                VStack(alignment: .leading) {
                    Text(book.title).font(.headline)
                    Text(book.author).foregroundStyle(.secondary)
                    Toggle("Read", isOn: $book.isRead)
                }
            }
        }
        .overlay {
            if library.books.isEmpty {
                ContentUnavailableView("No Books", systemImage: "books.vertical")
            }
        }
    }
}

#Preview {
    LibraryView()
}
