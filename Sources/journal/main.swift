print("journal")
