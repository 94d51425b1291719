import SwiftUI

// A recipe browser as tutorial apps write it: tabs with badges, a horizontal carousel of
// cards with shadows and rounded clips, a lazy grid, async loading with a placeholder,
// pull to refresh, an item sheet, an alert with a message, and text that scales and wraps.

struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var minutes: Int
    var rating: Double
    var color: Color
}

@MainActor
final class RecipeLoader: ObservableObject {
    @Published var recipes: [Recipe] = []
    @Published var isLoading = false

    func load() async {
        isLoading = true
        try? await Task.sleep(nanoseconds: 10_000_000)
        recipes = [
            Recipe(id: 1, name: "Pho Bo", minutes: 180, rating: 4.8, color: .orange),
            Recipe(id: 2, name: "Bibimbap", minutes: 45, rating: 4.6, color: .red),
            Recipe(id: 3, name: "Mapo Tofu", minutes: 30, rating: 4.7, color: .pink),
            Recipe(id: 4, name: "Spaetzle", minutes: 40, rating: 4.2, color: .yellow),
        ]
        isLoading = false
    }
}

struct RecipeCard: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            RoundedRectangle(cornerRadius: 12)
                .fill(recipe.color.gradient)
                .frame(height: 90)
                .overlay(alignment: .bottomTrailing) {
                    Text("\(recipe.rating, specifier: "%.1f") ★")
                        .font(.caption.bold())
                        .padding(6)
                        .background(.ultraThinMaterial, in: Capsule())
                        .padding(6)
                }
            Text(recipe.name)
                .font(.headline)
                .lineLimit(1)
                .minimumScaleFactor(0.8)
            Label("\(recipe.minutes) min", systemImage: "clock")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(10)
        .frame(width: 160)
        .background(Color(.systemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(color: .black.opacity(0.15), radius: 6, x: 0, y: 3)
    }
}

struct DiscoverView: View {
    @StateObject private var loader = RecipeLoader()
    @State private var selected: Recipe?
    @State private var showingAbout = false
    private let columns = [GridItem(.adaptive(minimum: 140), spacing: 12)]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Discover")
                    .font(.largeTitle.weight(.bold))
                    .frame(maxWidth: .infinity, alignment: .leading)
                if loader.isLoading {
                    ProgressView("Loading recipes…")
                        .frame(maxWidth: .infinity)
                }
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 12) {
                        ForEach(loader.recipes) { recipe in
                            RecipeCard(recipe: recipe)
                                .onTapGesture { selected = recipe }
                        }
                    }
                    .padding(.horizontal)
                }
                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(loader.recipes) { recipe in
                        Text(recipe.name)
                            .frame(maxWidth: .infinity, minHeight: 44)
                            .background(recipe.color.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
                            .contentShape(Rectangle())
                            .onTapGesture { selected = recipe }
                    }
                }
                .padding(.horizontal)
                Button("About") { showingAbout = true }
                    .buttonStyle(.bordered)
                    .controlSize(.small)
                    .frame(maxWidth: .infinity)
            }
        }
        .scrollIndicators(.hidden)
        .refreshable { await loader.load() }
        .task { await loader.load() }
        .sheet(item: $selected) { recipe in
            VStack(spacing: 12) {
                Text(recipe.name).font(.title)
                Text("Ready in \(recipe.minutes) minutes. Rated \(recipe.rating, format: .number.precision(.fractionLength(1))).")
                    .multilineTextAlignment(.center)
                    .lineLimit(3)
            }
            .padding()
            .presentationDetents([.medium])
        }
        .alert("Recipes", isPresented: $showingAbout) {
            Button("OK", role: .cancel) {}
        } message: {
            Text("Sample recipes from four cuisines.")
        }
    }
}

struct RecipeBrowser: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            DiscoverView()
                .tabItem { Label("Discover", systemImage: "sparkles") }
                .tag(0)
            Text("Saved recipes")
                .tabItem { Label("Saved", systemImage: "bookmark") }
                .badge(3)
                .tag(1)
        }
    }
}

#Preview {
    RecipeBrowser()
}
