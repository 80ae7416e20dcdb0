export default function StaffChat() { return null }
