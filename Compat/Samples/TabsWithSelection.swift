import SwiftUI

enum Tab: Hashable {
    case home, search, profile
}

struct MainTabs: View {
    @State private var selection: Tab = .home

    var body: some View {
        TabView(selection: $selection) {
            Text("Home")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Tab.home)
            Text("Search")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(Tab.search)
            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(Tab.profile)
        }
    }
}

#Preview {
    MainTabs()
}
