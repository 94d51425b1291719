import SwiftUI

struct Landmark: Identifiable, Hashable {
    let id: Int
    let name: String
    let park: String
    let state: String
}

let landmarks = [
    Landmark(id: 1, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California"),
    Landmark(id: 2, name: "Silver Salmon Creek", park: "Lake Clark National Park", state: "Alaska"),
    Landmark(id: 3, name: "Chilkoot Trail", park: "Klondike Gold Rush", state: "Alaska"),
]

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            Image(systemName: "mountain.2.fill")
                .foregroundStyle(.green)
            Text(landmark.name)
            Spacer()
        }
    }
}

struct LandmarkDetail: View {
    var landmark: Landmark

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text(landmark.name)
                    .font(.title)
                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
                Divider()
                Text("About \(landmark.name)")
                    .font(.title2)
            }
            .padding()
        }
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct LandmarkList: View {
    var body: some View {
        NavigationStack {
            List(landmarks) { landmark in
                NavigationLink {
                    LandmarkDetail(landmark: landmark)
                } label: {
                    LandmarkRow(landmark: landmark)
                }
            }
            .navigationTitle("Landmarks")
        }
    }
}

#Preview {
    LandmarkList()
}
