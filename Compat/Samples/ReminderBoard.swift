import SwiftUI

struct Reminder: Identifiable, Hashable {
    let id: Int
    var title: String
    var color: Color

    static let samples = [
        Reminder(id: 1, title: "Water the plants", color: .green),
        Reminder(id: 2, title: "Call the dentist", color: .blue),
        Reminder(id: 3, title: "Renew the passport", color: .orange),
        Reminder(id: 4, title: "Book the train", color: .purple),
    ]
}

/// Reminders as dots; the chosen one opens into a card (matched geometry), which can be
/// pressed and then dragged aside, and leaves with a transition when it is done.
struct ReminderBoard: View {
    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            switch self {
            case .inactive, .pressing: return .zero
            case .dragging(let translation): return translation
            }
        }

        var isActive: Bool {
            switch self {
            case .inactive: return false
            case .pressing, .dragging: return true
            }
        }
    }

    @Namespace private var board
    @State private var reminders = Reminder.samples
    @State private var selected: Reminder? = Reminder.samples[1]
    @State private var cardOffset = CGSize.zero
    @GestureState private var dragState = DragState.inactive

    var body: some View {
        let pressThenDrag = LongPressGesture(minimumDuration: 0.4)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, _ in
                switch value {
                case .first(true):
                    state = .pressing
                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                cardOffset.width += drag.translation.width
                cardOffset.height += drag.translation.height
            }

        VStack(spacing: 20) {
            HStack(spacing: 12) {
                ForEach(reminders) { reminder in
                    if reminder != selected {
                        Circle()
                            .fill(reminder.color)
                            .frame(width: 32, height: 32)
                            .matchedGeometryEffect(id: reminder.id, in: board)
                            .onTapGesture {
                                withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                                    selected = reminder
                                    cardOffset = .zero
                                }
                            }
                    }
                }
            }
            .frame(height: 40)

            ZStack {
                if let selected {
                    RoundedRectangle(cornerRadius: 16)
                        .fill(selected.color)
                        .frame(width: 220, height: 120)
                        .overlay(Text(selected.title).font(.headline).foregroundStyle(.white))
                        .scaleEffect(dragState.isActive ? 1.05 : 1)
                        .matchedGeometryEffect(id: selected.id, in: board)
                        .offset(x: cardOffset.width + dragState.translation.width,
                                y: cardOffset.height + dragState.translation.height)
                        .gesture(pressThenDrag)
                        .transition(.asymmetric(insertion: .scale, removal: .opacity.combined(with: .move(edge: .bottom))))
                }
            }
            .frame(width: 260, height: 160)

            Button("Done") {
                withAnimation(.easeInOut(duration: 0.3)) {
                    reminders.removeAll { $0 == selected }
                    selected = nil
                }
            }
            .disabled(selected == nil)
        }
        .padding()
    }
}

#Preview {
    ReminderBoard()
}
