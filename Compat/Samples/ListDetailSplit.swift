import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id: String
    let unread: Int
}

struct MailView: View {
    let mailboxes = [Mailbox(id: "Inbox", unread: 3), Mailbox(id: "Sent", unread: 0), Mailbox(id: "Archive", unread: 0)]
    @State private var selection: Mailbox.ID?

    var body: some View {
        NavigationSplitView {
            List(mailboxes, selection: $selection) { mailbox in
                HStack {
                    Text(mailbox.id)
                    Spacer()
                    if mailbox.unread > 0 {
                        Text("\(mailbox.unread)").foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Mail")
        } detail: {
            if let selection {
                Text("Messages in \(selection)")
            } else {
                Text("Select a mailbox")
            }
        }
    }
}

#Preview {
    MailView()
}
