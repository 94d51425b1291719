import SwiftUI

// The view-model pattern from the talks: a view that refreshes its model when it appears
// and when a notification arrives, in a list that navigates to it.

struct Article: Identifiable {
    let id = UUID()
    var title: String
    var text: String
    var updated = Date()
}

final class ArticleStore: ObservableObject {
    @Published var articles: [Article] = [
        Article(title: "Resting heart rate", text: "What a lower resting rate tells you."),
        Article(title: "Heart rate zones", text: "Training by zone, explained."),
    ]
}

final class ArticleViewModel: ObservableObject {
    @Published private(set) var article: Article
    private let store: ArticleStore

    init(article: Article, store: ArticleStore) {
        self.article = article
        self.store = store
    }

    func update() {
        article.updated = Date()
    }
}

extension Notification.Name {
    static let articlesDidRefresh = Notification.Name("ArticlesDidRefresh")
}

struct ArticleView: View {
    @ObservedObject var viewModel: ArticleViewModel

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(viewModel.article.title).font(.title2)
            Text(viewModel.article.text)
            Text("Updated \(viewModel.article.updated, style: .time)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
        .onAppear(perform: viewModel.update)
        .onReceive(NotificationCenter.default.publisher(for: .articlesDidRefresh)) { _ in
            viewModel.update()
        }
    }
}

struct ArticleListView: View {
    @ObservedObject var store: ArticleStore

    var body: some View {
        NavigationStack {
            List(store.articles) { article in
                NavigationLink(
                    article.title,
                    destination: ArticleView(viewModel: ArticleViewModel(article: article, store: store)))
            }
            .navigationTitle("Articles")
        }
    }
}

final class HeartData: ObservableObject {
    @Published var beatsPerMinute = 72
}

struct HeartRateView: View {
    @ObservedObject var data: HeartData

    var body: some View {
        Label("\(data.beatsPerMinute) BPM", systemImage: "heart.fill")
            .onChange(of: data.beatsPerMinute) { newValue in
                print("now \(newValue)")
            }
    }
}

#Preview("Articles") {
    ArticleListView(store: ArticleStore())
        .frame(width: 360, height: 260)
}

#Preview("Heart rate") {
    HeartRateView(data: HeartData())
        .padding()
}
